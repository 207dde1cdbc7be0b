import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignUpForm } from '../../login-dialog/SignUpForm.tsx';
import { SocialButtons } from '../../social-login/SocialButtons.tsx';
import { openConfirmationPrompt } from '../../../lib/confirmation-prompt.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthLink } from '../components/AuthLink.tsx';
import { useFinishSignIn, useReturnState, useReturnTo } from '../useFinishSignIn.ts';
import '../i18n.ts';

/**
 * /register (?email= fills in the e-mail): the sign-up page. A new account is signed in and asked to confirm its e-mail
 * address.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const finish = useFinishSignIn();
  const returnState = useReturnState();
  const returnTo = useReturnTo();
  const [params] = useSearchParams();
  usePageMeta(t('meta.register.title'), t('meta.register.description'));
  return (
    <AuthLayout
      title={t('signUp.heading')}
      intro={t('signUp.intro')}
      footer={
        <>
          {t('signUp.haveAccount')}{' '}
          <AuthLink to="/login" state={returnState}>
            {t('signUp.logIn')}
          </AuthLink>
        </>
      }
    >
      <SignUpForm
        defaultEmail={params.get('email') ?? ''}
        onSuccess={async (user) => {
          await finish(user);
          openConfirmationPrompt();
        }}
      />
      <SocialButtons divider="before" returnTo={returnTo ?? '/'} className="mt-5" />
    </AuthLayout>
  );
}
