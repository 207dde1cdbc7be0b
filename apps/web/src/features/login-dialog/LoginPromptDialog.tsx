import { useState } from 'react';
import { useLocation } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import './i18n.ts';
import { openConfirmationPrompt } from '../../lib/confirmation-prompt.ts';
import { useSetSessionUser } from '../../lib/session.ts';
import type { CurrentUser } from '@weekends/shared/accounts';
import { GuestForm } from './GuestForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';
import { forgetPromptResume, rememberPromptResume } from './socialResume.ts';
import { SocialButtons } from '../social-login/SocialButtons.tsx';
import { PasskeySignInButton } from '../passkeys/PasskeySignInButton.tsx';
import { SocialErrorMessage } from '../social-login/SocialErrorMessage.tsx';
import { SocialPhoneForm } from '../social-login/SocialPhoneForm.tsx';
import type { LoginPromptProps, LoginView } from './LoginPrompt.tsx';
import { DialogCloseButton } from '../../components/DialogCloseButton.tsx';

const tabClass =
  'inline-flex h-9 items-center justify-center rounded-full px-3 text-sm font-semibold text-slate-600 transition hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

/**
 * The dialog of LoginPrompt.tsx, loaded the first time it opens: sign in,
 * sign up, 'Continue as a Guest' (only from checkout) and the social login's phone capture. The forms are the
 * pages' own. Success stores the user, closes the pop-up (signing up closes it too) and leaves the visitor where
 * they were. Its social buttons come back to this page (the server's popup=1), where SocialReturnPrompt.tsx reopens
 * the pop-up on the phone capture or with the failure's message.
 */
export function LoginPromptDialog({
  open,
  onOpenChange,
  reason,
  fromCheckout = false,
  initialView = 'login',
  onDone,
  resume,
  socialReturn,
}: LoginPromptProps) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const setSessionUser = useSetSessionUser();
  const [view, setView] = useState<LoginView>(initialView === 'guest' && !fromCheckout ? 'login' : initialView);
  const [loginEmail, setLoginEmail] = useState('');
  const [socialError, setSocialError] = useState(socialReturn?.socialError ? socialReturn : null);

  /** Before the browser leaves for the provider: what this page needs to reopen the pop-up and finish the action. */
  const rememberForReturn = () =>
    rememberPromptResume({
      path: location.pathname,
      reason,
      fromCheckout,
      action: resume?.action,
      state: resume?.state,
    });
  const here = `${location.pathname}${location.search}`;

  const finish = (user: CurrentUser | null, { signedUp = false } = {}) => {
    // Signed in here, onDone runs below: an earlier social try given up on must not finish the action a second time.
    if (!socialReturn) forgetPromptResume();
    if (user) setSessionUser(user);
    onOpenChange(false);
    if (signedUp) openConfirmationPrompt();
    onDone?.();
  };
  /** A social sign-in's failure answers the attempt; moving on to another view leaves it behind. */
  const changeView = (next: LoginView) => {
    setView(next);
    setSocialError(null);
  };
  /** The existing-account warning's Log In: the sign-in view, with that e-mail. */
  const toLogIn = (email: string) => {
    setLoginEmail(email);
    changeView('login');
  };

  const titles: Record<LoginView, string> = {
    login: t('prompt.title'),
    signup: t('prompt.signUpTitle'),
    guest: t('prompt.guestTitle'),
    phone: t('prompt.phoneTitle'),
  };
  const description =
    view === 'phone'
      ? t('prompt.phoneReason')
      : (reason ?? (fromCheckout ? t('prompt.guestReason') : t('prompt.defaultReason')));

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[1px]" />
        <Dialog.Content className="fixed top-1/2 inset-x-0 mx-auto z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-md -translate-y-1/2 overflow-y-auto overscroll-contain rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-7">
          <Dialog.Title className="pe-10 text-xl font-bold tracking-tight text-slate-900">{titles[view]}</Dialog.Title>
          <Dialog.Description className="mt-1.5 pe-6 text-sm leading-6 text-slate-600">
            {description}
          </Dialog.Description>

          {view === 'phone' ? (
            <div className="mt-5">
              <SocialPhoneForm onDone={() => finish(null)} returnTo={here} popup onStart={rememberForReturn} />
              <button
                type="button"
                onClick={() => changeView('login')}
                className="mt-4 inline-flex min-h-11 items-center rounded px-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {t('prompt.back')}
              </button>
            </div>
          ) : (
            <Tabs.Root value={view} onValueChange={(next) => changeView(next as LoginView)} className="mt-5">
              {socialError && (
                <div className="mb-4">
                  <SocialErrorMessage socialError={socialError.socialError} provider={socialError.provider} />
                </div>
              )}
              <Tabs.List
                aria-label={t('prompt.views')}
                className={`grid gap-1 rounded-full bg-slate-100 p-1 ${fromCheckout ? 'grid-cols-3' : 'grid-cols-2'}`}
              >
                <Tabs.Trigger value="login" className={tabClass}>
                  {t('prompt.login')}
                </Tabs.Trigger>
                <Tabs.Trigger value="signup" className={tabClass}>
                  {t('prompt.register')}
                </Tabs.Trigger>
                {fromCheckout && (
                  <Tabs.Trigger value="guest" className={tabClass}>
                    {t('prompt.guest')}
                  </Tabs.Trigger>
                )}
              </Tabs.List>
              <Tabs.Content value="login" className="mt-5 focus-visible:outline-none">
                <LoginForm
                  variant="dialog"
                  defaultEmail={loginEmail}
                  onSuccess={(user) => finish(user)}
                  onNavigate={() => onOpenChange(false)}
                />
                <PasskeySignInButton className="mt-3" onSuccess={(user) => finish(user)} />
              </Tabs.Content>
              <Tabs.Content value="signup" className="mt-5 focus-visible:outline-none">
                <SignUpForm onSuccess={(user) => finish(user, { signedUp: true })} onLogIn={toLogIn} />
              </Tabs.Content>
              {fromCheckout && (
                <Tabs.Content value="guest" className="mt-5 focus-visible:outline-none">
                  <GuestForm onSuccess={(user) => finish(user)} onLogIn={toLogIn} />
                </Tabs.Content>
              )}
              {view !== 'guest' && (
                <SocialButtons divider="before" className="mt-5" popup onStart={rememberForReturn} />
              )}
            </Tabs.Root>
          )}

          <DialogCloseButton label={t('prompt.close')} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
