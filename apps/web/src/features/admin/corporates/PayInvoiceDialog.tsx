import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_INVOICE_MESSAGES, INVOICE_REFERENCE_MAX_LENGTH, type AdminInvoice } from '@weekends/shared';
import { DialogCancel, DialogFrame } from '../../../components/DialogFrame.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { formatAed } from '../../../lib/format/index.ts';
import { useMarkInvoicePaid } from './api.ts';
import { wordMessage } from '../../../lib/messages.ts';

interface Props {
  invoice: AdminInvoice;
  onDone: (invoice: AdminInvoice) => void;
  onClose: () => void;
}

/**
 * 'Mark paid' for a corporate's invoice: the bank reference of the transfer. The server records it only while the
 * invoice is unpaid, so a second press or another admin is told it already is; the button waits while it runs.
 */
export function PayInvoiceDialog({ invoice, onDone, onClose }: Props) {
  const { t } = useTranslation('admin');
  const mark = useMarkInvoicePaid();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();
  const [alert, setAlert] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mark.isPending) return;
    setAlert('');
    if (!reference.trim()) return setError(wordMessage(ADMIN_INVOICE_MESSAGES.referenceRequired));
    setError(undefined);
    try {
      onDone(await mark.mutateAsync({ id: invoice.id, reference: reference.trim() }));
    } catch (failure) {
      const body = failure instanceof ApiRequestError ? failure.body : null;
      setError(body?.fieldErrors?.reference?.[0]);
      setAlert(body?.message ?? t('form.failed', { ns: 'common' }));
    }
  };

  return (
    <DialogFrame
      title={t('invoices.pay.title', { number: invoice.number })}
      description={t('invoices.pay.description', {
        corporate: invoice.corporate.name,
        amount: formatAed(invoice.amount),
      })}
      onClose={onClose}
      width="max-w-lg"
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-5 space-y-4">
        <TextField
          label={t('invoices.pay.reference')}
          value={reference}
          maxLength={INVOICE_REFERENCE_MAX_LENGTH}
          onChange={(e) => setReference(e.target.value)}
          error={error}
        />
        {alert && <FormAlert>{alert}</FormAlert>}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <DialogCancel>{t('invoices.pay.cancel')}</DialogCancel>
          <SubmitButton pending={mark.isPending} className="sm:w-auto">
            {t('invoices.pay.confirm')}
          </SubmitButton>
        </div>
      </form>
    </DialogFrame>
  );
}
