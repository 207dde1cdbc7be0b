import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_HOSTS_MESSAGES,
  COMMISSION_PERCENT_MAX,
  COMMISSION_PERCENT_MIN,
  type AdminHostDetail,
} from '@weekends/shared/admin-hosts';
import { AffixField } from '../../../components/form/AffixField.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { useHostTerms } from './api.ts';
import { wordMessage } from '../../../lib/messages.ts';

/** The host's commission rate and canManageActivities, saved together; the rate applies to future sales only. */
export function HostTermsForm({ host }: { host: AdminHostDetail }) {
  const { t } = useTranslation('admin');
  const terms = useHostTerms(host.id);
  const [percent, setPercent] = useState(String(host.commissionPercent));
  const [canManage, setCanManage] = useState(host.canManageActivities);
  const [fieldError, setFieldError] = useState('');
  const [alert, setAlert] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const value = Number(percent);
    if (
      percent.trim() === '' ||
      !Number.isInteger(value) ||
      value < COMMISSION_PERCENT_MIN ||
      value > COMMISSION_PERCENT_MAX
    ) {
      setFieldError(wordMessage(ADMIN_HOSTS_MESSAGES.commissionRange));
      return;
    }
    setFieldError('');
    try {
      await terms.mutateAsync({ commissionPercent: value, canManageActivities: canManage });
      setAlert({ tone: 'success', text: t('hostsAdmin.host.saved') });
    } catch (error) {
      setAlert({ tone: 'error', text: applyApiError(error) });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <AffixField
        label={t('hostsAdmin.host.commission')}
        hint={t('hostsAdmin.host.commissionHint')}
        suffix="%"
        inputMode="numeric"
        value={percent}
        onChange={(e) => setPercent(e.target.value)}
        error={fieldError}
        className="max-w-xs"
      />
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={canManage}
          onChange={(e) => setCanManage(e.target.checked)}
          className="mt-0.5 h-5 w-5 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
        />
        {t('hostsAdmin.host.canManage')}
      </label>
      {alert && <FormAlert tone={alert.tone}>{alert.text}</FormAlert>}
      <button
        type="submit"
        disabled={terms.isPending}
        aria-busy={terms.isPending || undefined}
        className="inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {terms.isPending ? t('form.wait', { ns: 'common' }) : t('hostsAdmin.host.save')}
      </button>
    </form>
  );
}
