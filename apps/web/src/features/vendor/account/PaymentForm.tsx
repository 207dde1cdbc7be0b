import { zodResolver } from '../../../lib/zodResolver.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  hostPaymentBodySchema,
  type HostPaymentBody,
  type HostPaymentSettings,
} from '@weekends/shared';
import { TextField } from '../../../components/form/TextField.tsx';
import { useHostPayment, useSavePayment } from './api.ts';
import { FormFooter } from './FormFooter.tsx';
import { SettingsLoader } from './SettingsLoader.tsx';
import { useFormResult } from './useFormResult.ts';

const FIELDS = ['accountHolder', 'accountNumber', 'bankName', 'bankAddress', 'iban', 'swiftCode'] as const;

/** Payment Settings: all required; the IBAN is checked by its checksum, the SWIFT code by its form. */
export function PaymentForm() {
  const query = useHostPayment();
  return <SettingsLoader query={query}>{(saved) => <PaymentFields saved={saved} />}</SettingsLoader>;
}

function PaymentFields({ saved }: { saved: HostPaymentSettings }) {
  const { t } = useTranslation('vendor');
  const save = useSavePayment();
  const outcome = useFormResult();
  const form = useForm<HostPaymentBody, unknown, z.output<typeof hostPaymentBodySchema>>({
    resolver: zodResolver(hostPaymentBodySchema),
    defaultValues: saved,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) => {
      outcome.clear();
      save.mutate(values, {
        onSuccess: (answer) => {
          form.reset(answer);
          outcome.saved();
        },
        onError: (error) => outcome.failed(error, form.setError, FIELDS),
      });
    },
    () => outcome.invalid(),
  );

  const field = (
    name: (typeof FIELDS)[number],
    extra: { hint?: string; className?: string; autoComplete?: string } = {},
  ) => (
    <TextField
      label={t(`account.payment.${name}`)}
      autoComplete="off"
      maxLength={NAME_MAX_LENGTH}
      error={errors[name]?.message}
      {...extra}
      {...form.register(name)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-6">
      <p className="text-sm text-slate-600">{t('account.payment.intro')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        {field('accountHolder', { autoComplete: 'organization' })}
        {field('accountNumber')}
        {field('bankName')}
        {field('bankAddress')}
        {field('iban', { hint: t('account.payment.ibanHint') })}
        {field('swiftCode', { hint: t('account.payment.swiftHint') })}
      </div>
      <FormFooter result={outcome.result} pending={save.isPending} />
    </form>
  );
}
