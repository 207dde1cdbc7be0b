import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GuestForm } from '../../login-dialog/GuestForm.tsx';
import { LoginForm } from '../../login-dialog/LoginForm.tsx';
import { PasskeySignInButton } from '../../passkeys/PasskeySignInButton.tsx';
import { SecondStepForm } from '../../login-dialog/SecondStepForm.tsx';
import { SocialButtons } from '../../social-login/SocialButtons.tsx';
import { SocialErrorMessage } from '../../social-login/SocialErrorMessage.tsx';
import { SocialPhoneForm } from '../../social-login/SocialPhoneForm.tsx';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthLink } from '../components/AuthLink.tsx';
import { useFinishSignIn, useReturnState, useReturnTo } from '../useFinishSignIn.ts';
import '../i18n.ts';
import { isolate } from '../../../lib/format/index.ts';

/**
 * /login. Query parameters:
 * - email: fills in the e-mail (the existing-account warning links to /login?email=…);
 * - name: greets the visitor ('Welcome back, {name}');
 * - type: the first view. 'signup' (or 'register') is the sign-up page, so it goes to /register keeping the
 *   query; 'guest' shows 'Continue as a Guest' (checkout sends visitors here); anything else, the sign-in form;
 * - socialError (with provider): why a social login failed, e.g. exists -> GUEST_MESSAGES.socialAccountExists;
 * - social=phone: the social login's phone capture for a new account;
 * - secondStep (the methods, comma-separated): a social sign-in's second step, its ticket in an httpOnly cookie;
 * - returnTo (or the location state's returnTo): where to go after signing in.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const type = params.get('type');
  if (type === 'signup' || type === 'register') {
    const rest = new URLSearchParams(params);
    rest.delete('type');
    return <Navigate to={{ pathname: '/register', search: rest.toString() }} state={location.state} replace />;
  }
  if (params.get('social') === 'phone') return <SocialPhoneView />;
  if (params.has('secondStep')) return <SecondStepView methods={params.get('secondStep')!.split(',')} />;
  return type === 'guest' ? <GuestView /> : <SignInView />;
}

function SignInView() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const finish = useFinishSignIn();
  const returnState = useReturnState();
  const returnTo = useReturnTo();
  const name = params.get('name')?.trim();
  usePageMeta(t('meta.login.title'), t('meta.login.description'));
  return (
    <AuthLayout
      title={name ? t('login.welcomeBack', { name: isolate(name) }) : t('login.heading')}
      intro={t('login.intro')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <AuthLink to="/register" state={returnState}>
            {t('login.signUp')}
          </AuthLink>
        </>
      }
    >
      {params.has('socialError') && (
        <div className="mb-4">
          <SocialErrorMessage socialError={params.get('socialError')} provider={params.get('provider')} />
        </div>
      )}
      <LoginForm defaultEmail={params.get('email') ?? ''} onSuccess={(user) => finish(user)} />
      <PasskeySignInButton className="mt-3" onSuccess={(user) => finish(user)} />
      <SocialButtons divider="before" returnTo={returnTo ?? '/'} className="mt-5" />
    </AuthLayout>
  );
}

function GuestView() {
  const { t } = useTranslation('auth');
  const finish = useFinishSignIn();
  const returnState = useReturnState();
  usePageMeta(t('meta.guest.title'), t('meta.guest.description'));
  return (
    <AuthLayout
      title={t('guest.heading')}
      intro={t('guest.intro')}
      footer={
        <>
          {t('guest.orLogIn')}{' '}
          <AuthLink to="/login" state={returnState}>
            {t('guest.logIn')}
          </AuthLink>
        </>
      }
    >
      {/* A guest session exists only to buy, so a guest goes on to checkout. */}
      <GuestForm onSuccess={(user) => finish(user, '/checkout')} />
    </AuthLayout>
  );
}

/** After a social login that found no account: the phone number completes it (the form stores the user). */
function SocialPhoneView() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  usePageMeta(t('meta.login.title'), t('meta.login.description'));
  return (
    <AuthLayout>
      <SocialPhoneForm headingLevel={1} onDone={(returnTo) => void navigate(returnTo, { replace: true })} />
    </AuthLayout>
  );
}

/** After a social sign-in of an account with a second factor: the code, then where the sign-in was going. */
function SecondStepView({ methods }: { methods: string[] }) {
  const { t } = useTranslation('auth');
  const finish = useFinishSignIn();
  const navigate = useNavigate();
  const returnState = useReturnState();
  usePageMeta(t('meta.login.title'), t('meta.login.description'));
  return (
    <AuthLayout title={t('login.heading')}>
      <SecondStepForm
        methods={methods}
        onSuccess={(user) => finish(user)}
        passkey={<PasskeySignInButton divider onSuccess={(user) => finish(user)} />}
        onRestart={() => void navigate('/login', { replace: true, state: returnState })}
      />
    </AuthLayout>
  );
}
