import { useTranslation } from 'react-i18next';
import { usePasskeySupport } from '../../lib/passkeys/ceremony.ts';
import { passkeyReverify } from '../../lib/passkeys/reverify.ts';
import { CeremonyOutcome, usePasskeyCeremony } from '../passkeys/usePasskeyCeremony.tsx';
import './i18n.ts';

/**
 * 'Confirm with a passkey' in 'Confirm it is you': one of the account's own passkeys proves it is you (the server
 * refuses another account's). A prompt the person closes is said quietly; the dialog stays for another try.
 */
export function PasskeyConfirm({ onProven }: { onProven: () => void | Promise<void> }) {
  const { t } = useTranslation('factors');
  const supported = usePasskeySupport();
  const { pending, outcome, run } = usePasskeyCeremony({
    cancelled: t('reverify.passkeyCancelled'),
    failed: t('reverify.passkeyFailed'),
  });
  if (!supported) return null;
  const confirm = () =>
    run(async () => {
      await passkeyReverify();
      await onProven();
    });

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => void confirm()}
        disabled={pending}
        aria-busy={pending || undefined}
        className="inline-flex h-11 w-full items-center justify-center rounded-full border border-slate-300 bg-white px-6 text-sm font-semibold text-slate-800 shadow-xs transition hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {pending ? t('reverify.passkeyPending') : t('reverify.passkey')}
      </button>
      <CeremonyOutcome outcome={outcome} />
    </div>
  );
}
