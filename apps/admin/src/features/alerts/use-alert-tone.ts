import { useCallback, useEffect, useRef, useState } from 'react';
import { createAlertTone, readToneMuted, type AlertTone, type ToneState } from './alert-tone';

/** The tone for this tab while `anyUnread`; its state drives the top bar's "enable sound" and mute controls. */
export function useAlertTone(anyUnread: boolean) {
  const tone = useRef<AlertTone | null>(null);
  const [state, setState] = useState<ToneState>('idle');
  const [muted, setMutedState] = useState(readToneMuted);

  useEffect(() => {
    const created = createAlertTone((next) => {
      setState(next);
      setMutedState(created.isMuted());
    });
    tone.current = created;
    return () => {
      created.destroy();
      tone.current = null;
    };
  }, []);

  useEffect(() => {
    tone.current?.setWanted(anyUnread);
  }, [anyUnread]);

  const enable = useCallback(() => void tone.current?.enable(), []);
  const toggleMute = useCallback(() => {
    const next = !tone.current?.isMuted();
    tone.current?.setMuted(next);
    setMutedState(next);
  }, []);

  return { state, muted, enable, toggleMute };
}
