import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_HOSTS_MESSAGES,
  PAYOUT_REFERENCE_MAX_LENGTH,
  type AdminPayoutRow,
  type RecordedPayout,
} from '@weekends/shared/admin-hosts';
import { aedToFils } from '@weekends/shared/money';
import { DialogCancel, DialogFrame } from '../../../components/DialogFrame.tsx';
import { AffixField } from '../../../components/form/AffixField.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { formatAed } from '../../../lib/format/index.ts';
import { useMarkPayout } from './api.ts';
import { wordMessage } from '../../../lib/messages.ts';

interface Props {
  row: AdminPayoutRow;
  month: string;
  /** The month as people read it ('May 2026'). */
  monthLabel: string;
  onDone: (payout: RecordedPayout) => void;
  onClose: () => void;
}

const AED_PATTERN = /^\d+(\.\d{1,2})?$/;
const toAed = (fils: number) => (fils / 100).toFixed(2);

/**
 * 'Mark … paid': the amount (the due by default; less for a part payment) and the bank reference. It sends the due
 * the admin saw: if another payout was recorded meanwhile, or the form went twice, the server records nothing and
 * the dialog says so. The button waits while the request runs, so one press is one request.
 */
export function MarkPaidDialog({ row, month, monthLabel, onDone, onClose }: Props) {
  const { t } = useTranslation('admin');
  const mark = useMarkPayout();
  const [amount, setAmount] = useState(toAed(row.due));
  const [reference, setReference] = useState(row.suggestedReference);
  const [errors, setErrors] = useState<{ amount?: string; reference?: string }>({});
  const [alert, setAlert] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mark.isPending) return;
    setAlert('');
    const next: typeof errors = {};
    const trimmed = amount.trim();
    const fils = AED_PATTERN.test(trimmed) ? aedToFils(Number(trimmed)) : NaN;
    if (Number.isNaN(fils)) next.amount = t('hostsAdmin.markPaid.amountInvalid');
    else if (fils <= 0) next.amount = wordMessage(ADMIN_HOSTS_MESSAGES.amountPositive);
    else if (fils > row.due) next.amount = wordMessage(ADMIN_HOSTS_MESSAGES.amountTooHigh);
    if (!reference.trim()) next.reference = wordMessage(ADMIN_HOSTS_MESSAGES.referenceRequired);
    setErrors(next);
    if (next.amount || next.reference) return;
    try {
      onDone(
        await mark.mutateAsync({
          hostId: row.hostId,
          month,
          amount: fils,
          reference: reference.trim(),
          expectedDue: row.due,
        }),
      );
    } catch (error) {
      const body = error instanceof ApiRequestError ? error.body : null;
      if (body?.fieldErrors)
        setErrors({ amount: body.fieldErrors.amount?.[0], reference: body.fieldErrors.reference?.[0] });
      setAlert(body?.message ?? t('form.failed', { ns: 'common' }));
    }
  };

  return (
    <DialogFrame
      title={t('hostsAdmin.markPaid.title', { host: row.businessName, month: monthLabel })}
      description={t('hostsAdmin.markPaid.description', { due: formatAed(row.due) })}
      onClose={onClose}
      width="max-w-lg"
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-5 space-y-4">
        <AffixField
          label={t('hostsAdmin.markPaid.amount')}
          hint={t('hostsAdmin.markPaid.amountHint')}
          prefix="AED"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
        />
        <TextField
          label={t('hostsAdmin.markPaid.reference')}
          value={reference}
          maxLength={PAYOUT_REFERENCE_MAX_LENGTH}
          onChange={(e) => setReference(e.target.value)}
          error={errors.reference}
        />
        {alert && <FormAlert>{alert}</FormAlert>}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <DialogCancel>{t('hostsAdmin.markPaid.cancel')}</DialogCancel>
          <SubmitButton pending={mark.isPending} className="sm:w-auto">
            {t('hostsAdmin.markPaid.confirm')}
          </SubmitButton>
        </div>
      </form>
    </DialogFrame>
  );
}
