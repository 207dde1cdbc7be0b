import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localizedPath } from '@weekends/shared';
import { api } from '../../lib/api.ts';
import { pageLanguage } from '../../lib/i18n.ts';
import { securityOverviewQuery } from '../../lib/security.ts';
import { DialogCancel, DialogFrame } from '../DialogFrame.tsx';
import { FormAlert } from '../form/FormAlert.tsx';
import { FactorCodeForm } from './FactorCodeForm.tsx';
import { PasskeyConfirm } from './PasskeyConfirm.tsx';
import './i18n.ts';

/**
 * 'Confirm it is you': a code of the account's second factor, or the password of an account without one. Proven, the
 * session counts as verified for 15 minutes and the waiting request is sent again.
 */
export function ReverifyDialog({ onProven, onCancel }: { onProven: () => void; onCancel: () => void }) {
  const { t } = useTranslation('factors');
  const queryClient = useQueryClient();
  const overview = useQuery(securityOverviewQuery);
  const methods = overview.data?.verifyWith ?? [];
  const byPassword = methods[0] === 'password';
  const proven = async () => {
    await queryClient.invalidateQueries({ queryKey: securityOverviewQuery.queryKey });
    onProven();
  };
  const passkey = methods.includes('passkey') ? <PasskeyConfirm onProven={proven} /> : undefined;
  return (
    <DialogFrame
      title={t('reverify.title')}
      description={
        byPassword
          ? t('reverify.descriptionPassword')
          : methods.length > 0 && methods.every((m) => m === 'passkey')
            ? t('reverify.descriptionPasskey')
            : t('reverify.description')
      }
      onClose={onCancel}
    >
      <div className="mt-5">
        {overview.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {t('reverify.loading')}
          </p>
        ) : overview.isError ? (
          <FormAlert>{t('reverify.failed')}</FormAlert>
        ) : methods.some((m) => m !== 'passkey') ? (
          <FactorCodeForm
            methods={methods}
            submitLabel={t('reverify.submit')}
            secondary={<DialogCancel>{t('reverify.cancel')}</DialogCancel>}
            passkey={passkey}
            onSubmit={async (answer) => {
              await api.post('/api/account/reverify', { body: answer });
              await proven();
            }}
          />
        ) : passkey ? (
          <div className="space-y-4">
            {passkey}
            <div className="flex justify-end">
              <DialogCancel>{t('reverify.cancel')}</DialogCancel>
            </div>
          </div>
        ) : (
          <div className="space-y-4">
            <FormAlert tone="info">{t('reverify.noMethod')}</FormAlert>
            <a
              href={localizedPath(pageLanguage, '/customer/dashboard/security')}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {t('reverify.noMethodLink')}
            </a>
          </div>
        )}
      </div>
    </DialogFrame>
  );
}
