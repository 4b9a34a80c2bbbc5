import { formatTime } from '@matjar/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useI18n } from '../../i18n/language-context';
import { lastAnswerAt } from '../../lib/api/api-client';
import { sessionKeys } from '../../lib/api/query-keys';
import { useSession } from '../../lib/session/session-context';
import {
  expiryStep,
  sessionExpiry,
  subscribeSessionExpiry,
  type SessionExpiry,
} from '../../lib/session/session-expiry';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/** How often the clock is read: timers sleep with the laptop, so each tick compares wall-clock times. */
const TICK_MS = 15_000;
/** The end is read again at most this often when it may have moved (other requests answered). */
const ASK_AGAIN_MS = 60_000;

/**
 * Warns before the staff session ends, with "Stay signed in" (a time limit must be announced with a way to
 * extend it): the session ends after hours without a request, so an edit left open overnight would otherwise
 * be thrown away by the sign-in page. Nothing is asked of the server while the session is far from its end;
 * near it, other requests answered since mean the end moved, and it is read again instead of warning. When
 * the session has reached its longest allowed length, staying is not possible and the warning says so.
 */
export function SessionExpiryWarning() {
  const { t, language } = useI18n();
  const { endSession } = useSession();
  const queryClient = useQueryClient();
  const expiry = useSyncExternalStore(subscribeSessionExpiry, sessionExpiry, sessionExpiry);
  const [now, setNow] = useState(() => Date.now());
  const askedAt = useRef(0);
  /** The end as it stood when "Stay signed in" was pressed: an end that did not move cannot be extended. */
  const [stayTriedAt, setStayTriedAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  /** The end the person chose not to be warned about again ("not now": Escape or the close button). */
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  const stayButton = useRef<HTMLButtonElement>(null);

  const ask = useCallback(async () => {
    askedAt.current = Date.now();
    await queryClient.invalidateQueries({ queryKey: sessionKeys.current() });
    setNow(Date.now());
  }, [queryClient]);

  useEffect(() => {
    const tick = () => setNow(Date.now());
    const timer = window.setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, []);

  const step = expiryStep(expiry, lastAnswerAt(), now);
  useEffect(() => {
    if ((step === 'ask' || step === 'ended') && now - askedAt.current >= ASK_AGAIN_MS) void ask();
  }, [step, now, ask]);

  const known: SessionExpiry | null = typeof expiry === 'object' ? expiry : null;
  const open = step === 'warn' && known !== null && known.expiresAt !== dismissedFor;
  const capped = open && stayTriedAt !== null && known.expiresAt <= stayTriedAt;

  async function stay() {
    if (!known) return;
    setBusy(true);
    setStayTriedAt(known.expiresAt);
    await ask();
    setBusy(false);
  }

  const minutes = known ? Math.max(1, Math.ceil((known.expiresAt - now) / 60_000)) : 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && known) setDismissedFor(known.expiresAt);
      }}
      title={t('session.expiry.title')}
      role="alertdialog"
      size="confirm"
      initialFocus={stayButton}
    >
      {known && (
        <div className="space-y-4">
          <p className="text-sm text-zinc-700">
            {t('session.expiry.text', {
              minutes,
              time: formatTime(known.expiresAt, language),
            })}
          </p>
          {capped && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
              {t('session.expiry.capped')}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => void endSession()}>
              {t('session.expiry.signOut')}
            </Button>
            {!capped && (
              <Button ref={stayButton} variant="primary" loading={busy} onClick={() => void stay()}>
                {t('session.expiry.stay')}
              </Button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
