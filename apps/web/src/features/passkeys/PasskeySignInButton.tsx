import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@weekends/shared/accounts';
import { CeremonyOutcome, usePasskeyCeremony } from '../../components/passkeys/usePasskeyCeremony.tsx';
import { signInWithPasskey } from './api.ts';
import { usePasskeySupport } from '../../lib/passkeys/ceremony.ts';
import { PasskeyIcon } from './PasskeyIcon.tsx';
import './i18n.ts';

interface Props {
  /** Called with the signed-in user; the caller stores it and decides where the visitor goes. */
  onSuccess: (user: CurrentUser) => void | Promise<void>;
  /** An 'or' rule before the button, to set it apart from the password form. */
  divider?: boolean;
  className?: string;
}

/**
 * 'Sign in with a passkey': the browser offers the passkeys this device holds for the site, and the one chosen signs
 * its account in (both factors at once). On the login page, in the login pop-up, and wherever a sign-in is asked for.
 * Shown only where the browser supports WebAuthn; a prompt the person closes is said quietly, not as an error.
 */
export function PasskeySignInButton({ onSuccess, divider = false, className = '' }: Props) {
  const { t } = useTranslation('passkeys');
  const supported = usePasskeySupport();
  const { pending, outcome, run } = usePasskeyCeremony({
    cancelled: t('signIn.cancelled'),
    failed: t('signIn.failed'),
  });
  if (!supported) return null;
  const start = () =>
    run(async () => {
      await onSuccess(await signInWithPasskey());
    });

  return (
    <div className={`space-y-3 ${className}`}>
      {divider && (
        <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wider text-slate-500">
          <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
          {t('signIn.or')}
          <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
        </div>
      )}
      <button
        type="button"
        onClick={() => void start()}
        disabled={pending}
        aria-busy={pending || undefined}
        className="inline-flex h-11 w-full items-center justify-center gap-3 rounded-full border border-slate-300 bg-white px-6 text-sm font-semibold text-slate-800 shadow-xs transition hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        <PasskeyIcon />
        {pending ? t('signIn.pending') : t('signIn.button')}
      </button>
      <CeremonyOutcome outcome={outcome} />
    </div>
  );
}
