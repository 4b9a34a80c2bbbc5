import { ALERT_REPEAT_MS, ALERT_SOUND_HZ, ALERT_SOUND_SECONDS } from '@matjar/core';

/**
 * What the tone is doing in this tab: 'playing'; 'blocked' (this tab should play but the browser holds audio
 * until the person clicks); 'other-tab' (another tab of this browser plays it); 'muted'; or 'idle' (nothing
 * unread).
 */
export type ToneState = 'idle' | 'playing' | 'blocked' | 'other-tab' | 'muted';

/** Every tab of the browser asks for this lock; only its holder plays, the next takes over if it closes. */
const TONE_LOCK = 'matjar-alert-tone';
const MUTED_KEY = 'matjar-alert-tone-muted';
const VOLUME = 0.3;

/** Whether this browser's staff muted the tone (shared by its tabs). */
export function readToneMuted(): boolean {
  try {
    return localStorage.getItem(MUTED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The new-order tone (back-office §2): ALERT_SOUND_HZ for ALERT_SOUND_SECONDS, every ALERT_REPEAT_MS while
 * anything is unread, in one tab only (Web Locks). Not React: the hook feeds it "wanted" and shows its state.
 */
export function createAlertTone(onState: (state: ToneState) => void) {
  let wanted = false;
  let muted = readToneMuted();
  let lock: 'none' | 'waiting' | 'held' = 'none';
  let abortWaiting: AbortController | null = null;
  let releaseLock: (() => void) | null = null;
  let context: AudioContext | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;

  const playingState = (): ToneState => (context?.state === 'running' ? 'playing' : 'blocked');

  function beep(): void {
    if (!context || context.state !== 'running') return;
    const at = context.currentTime;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = ALERT_SOUND_HZ;
    // A few milliseconds of fade in and out: a square start or stop clicks.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(VOLUME, at + 0.01);
    gain.gain.setValueAtTime(VOLUME, at + ALERT_SOUND_SECONDS - 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + ALERT_SOUND_SECONDS);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + ALERT_SOUND_SECONDS);
  }

  function startPlaying(): void {
    if (!context) {
      context = new AudioContext();
      context.addEventListener('statechange', () => {
        if (lock === 'held') onState(playingState());
      });
    }
    lock = 'held';
    onState(playingState());
    beep();
    timer = setInterval(beep, ALERT_REPEAT_MS);
  }

  function stopPlaying(): void {
    clearInterval(timer);
    timer = undefined;
    abortWaiting?.abort();
    abortWaiting = null;
    releaseLock?.();
    releaseLock = null;
    lock = 'none';
  }

  function acquire(): void {
    if (!('locks' in navigator)) {
      // No Web Locks (an old browser): every tab plays rather than none.
      startPlaying();
      return;
    }
    lock = 'waiting';
    onState('other-tab');
    const controller = new AbortController();
    abortWaiting = controller;
    navigator.locks
      .request(TONE_LOCK, { signal: controller.signal }, () => {
        abortWaiting = null;
        return new Promise<void>((release) => {
          releaseLock = release;
          startPlaying();
        });
      })
      // Aborted because nothing is unread any more (or the tab closed): nothing to report.
      .catch(() => {});
  }

  function update(): void {
    const shouldPlay = wanted && !muted;
    if (shouldPlay && lock === 'none') acquire();
    if (!shouldPlay) {
      stopPlaying();
      onState(wanted ? 'muted' : 'idle');
    }
  }

  // Any click or key press in this tab counts as the gesture the browser waits for.
  const resumeOnGesture = () => {
    if (context?.state === 'suspended') void context.resume();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== MUTED_KEY) return;
    muted = readToneMuted();
    update();
  };
  document.addEventListener('pointerdown', resumeOnGesture, true);
  document.addEventListener('keydown', resumeOnGesture, true);
  window.addEventListener('storage', onStorage);

  return {
    isMuted: () => muted,
    /** Whether anything is unread (the tone then plays, in one tab, unless muted). */
    setWanted(next: boolean): void {
      wanted = next;
      update();
    },
    /** The "enable sound" control: called from its click, which lets the browser start audio. */
    async enable(): Promise<void> {
      if (!context) return;
      await context.resume();
      beep();
    },
    /** Mutes or unmutes every tab of this browser (local storage; other tabs hear of it by 'storage'). */
    setMuted(next: boolean): void {
      muted = next;
      try {
        if (next) localStorage.setItem(MUTED_KEY, '1');
        else localStorage.removeItem(MUTED_KEY);
      } catch {
        // Private mode without storage: this tab alone.
      }
      update();
    },
    destroy(): void {
      stopPlaying();
      document.removeEventListener('pointerdown', resumeOnGesture, true);
      document.removeEventListener('keydown', resumeOnGesture, true);
      window.removeEventListener('storage', onStorage);
      void context?.close();
      context = null;
    },
  };
}
export type AlertTone = ReturnType<typeof createAlertTone>;
