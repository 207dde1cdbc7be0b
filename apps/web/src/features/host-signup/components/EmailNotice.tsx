import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOST_MESSAGES, type HostEmailCheck } from '@weekends/shared';
import { wordMessage } from '../../../lib/messages.ts';

/**
 * What the e-mail check found: a host's account blocks the sign-up, a customer's is asked to log
 * in and apply from it. Either way a Log In link brings them back here signed in, the e-mail filled in.
 */
export function EmailNotice({ status, email }: { status: HostEmailCheck['status']; email: string }) {
  const { t } = useTranslation('hostSignup');
  if (status === 'none') return null;
  const login = `/login?${new URLSearchParams({ email, returnTo: '/partner-new' }).toString()}`;
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:col-span-2"
    >
      <p>{wordMessage(status === 'host' ? HOST_MESSAGES.hostExists : HOST_MESSAGES.customerExists)}</p>
      <Link
        to={login}
        className="mt-1 inline-flex min-h-8 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        {t('email.logIn')}
      </Link>
    </div>
  );
}
