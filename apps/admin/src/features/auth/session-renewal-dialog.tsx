import { useMutation } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useI18n } from '../../i18n/language-context';
import { SKIP_SESSION_CHECK } from '../../lib/api/query-client';
import { displayName } from '../../lib/session/session-api';
import { useSession } from '../../lib/session/session-context';
import {
  registerSessionRenewal,
  sessionRenewalPending,
  settleSessionRenewal,
  subscribeSessionRenewal,
} from '../../lib/session/session-renewal';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { PasswordField } from '../../ui/text-field';
import { describeLoginFailure, login } from './api/login';

/**
 * Sign in again without leaving the screen: opens when a call meets an ended staff session, asks the same
 * staff member for the password, and lets the waiting calls go on (a save is then sent once more), so an
 * edit in progress is kept. The account is not changeable here: work begun by one member of staff is not
 * finished under another's name. "Sign out" gives up and goes to the sign-in page.
 */
export function SessionRenewalDialog() {
  const { t, language } = useI18n();
  const { user, startSession, endSession } = useSession();
  const open = useSyncExternalStore(subscribeSessionRenewal, sessionRenewalPending, sessionRenewalPending);
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const username = user?.username ?? null;

  // Only while someone is signed in: on the sign-in page an ended session is simply the answer.
  useEffect(() => (username ? registerSessionRenewal() : undefined), [username]);

  const signIn = useMutation({
    mutationFn: login,
    // A 401 here is a wrong password, not a session that ended.
    meta: { [SKIP_SESSION_CHECK]: true },
    onSuccess: (signedIn) => {
      setPassword('');
      setSubmitted(false);
      startSession(signedIn, { keepScreen: true });
      settleSessionRenewal(signedIn);
    },
    onError: () => passwordInput.current?.focus(),
  });

  if (!user) return null;
  const missing = submitted && password === '';
  const failure = signIn.isError ? describeLoginFailure(signIn.error, language) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (password === '') return passwordInput.current?.focus();
    signIn.mutate({ username: user.username, password });
  };

  const signOut = async () => {
    // Signed out first, so the calls that were waiting fail into a signed-out app rather than ask again.
    await endSession();
    settleSessionRenewal(null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={() => undefined}
      dismissible={false}
      role="alertdialog"
      size="confirm"
      title={t('session.renew.title')}
      description={t('session.renew.text')}
      initialFocus={passwordInput}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm font-medium text-zinc-800">
          {t('session.renew.who', { name: displayName(user), username: user.username })}
        </p>
        {/* For password managers: the account the password is for. */}
        <input type="hidden" name="username" autoComplete="username" value={user.username} />
        {failure && (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{failure}</span>
          </div>
        )}
        <PasswordField
          ref={passwordInput}
          id="session-renew-password"
          label={t('login.password')}
          value={password}
          onChange={setPassword}
          error={missing ? t('login.passwordRequired') : undefined}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => void signOut()}>
            {t('session.renew.signOut')}
          </Button>
          <Button
            type="submit"
            variant="primary"
            loading={signIn.isPending}
            loadingLabel={t('login.submitting')}
          >
            {t('session.renew.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
