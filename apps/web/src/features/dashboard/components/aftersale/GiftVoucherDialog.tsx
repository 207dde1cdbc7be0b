import { zodResolver } from '../../../../lib/zodResolver.ts';
import { useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { GIFT_MESSAGE_MAX, NAME_MAX_LENGTH, giftBodySchema, type GiftBody, type VoucherDetail } from '@weekends/shared';
import { DialogCancel, DialogFrame } from '../../../../components/DialogFrame.tsx';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { TextAreaField } from '../../../../components/form/TextAreaField.tsx';
import { TextField } from '../../../../components/form/TextField.tsx';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { useGiftBookedItem } from '../../api.ts';
import type { BookingsNotice } from '../BookingsPanel.tsx';

const FIELDS = ['name', 'email', 'message'] as const;

/**
 * 'Give as a gift': who to (name and e-mail) and an optional message, checked with the server's own rules
 * (giftBodySchema). Once sent the voucher is theirs and this page would answer 404, so the customer goes back to
 * Booked Activities, which says where the gift went.
 */
export default function GiftVoucherDialog({ voucher, onClose }: { voucher: VoucherDetail; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const gift = useGiftBookedItem(voucher.id);
  const [alert, setAlert] = useState('');
  // The form checks its fields before sending, so a second press can come before the request starts.
  const sending = useRef(false);
  const form = useForm<GiftBody, unknown, z.output<typeof giftBodySchema>>({
    resolver: zodResolver(giftBodySchema),
    defaultValues: { name: '', email: '', message: '' },
  });
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';

  const send = (values: z.output<typeof giftBodySchema>) => {
    if (sending.current) return;
    sending.current = true;
    setAlert('');
    gift.mutate(values, {
      onSuccess: ({ sentTo }) => {
        const state: BookingsNotice = { notice: t('aftersale.notice.giftSent', { email: sentTo }) };
        void navigate('/customer/dashboard/bookings', { state });
      },
      onError: (error) => {
        sending.current = false;
        setAlert(applyApiError(error, form.setError, FIELDS));
      },
    });
  };
  const onSubmit = (event: FormEvent) => void form.handleSubmit(send)(event);

  return (
    <DialogFrame title={t('aftersale.gift.title')} description={t('aftersale.gift.description')} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
        <TextField
          label={t('aftersale.gift.name')}
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('aftersale.gift.email')}
          type="email"
          autoComplete="off"
          inputMode="email"
          maxLength={NAME_MAX_LENGTH}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextAreaField
          label={t('aftersale.gift.message')}
          placeholder={t('aftersale.gift.messagePlaceholder')}
          rows={4}
          maxLength={GIFT_MESSAGE_MAX}
          aside={t('aftersale.gift.count', { count: message.length, max: GIFT_MESSAGE_MAX })}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <p className="text-sm text-slate-600">{t('aftersale.gift.what', { title: voucher.title })}</p>
        {alert && <FormAlert>{alert}</FormAlert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>{t('aftersale.gift.keep')}</DialogCancel>
          <SubmitButton pending={gift.isPending} className="sm:w-auto">
            {t('aftersale.gift.send')}
          </SubmitButton>
        </div>
      </form>
    </DialogFrame>
  );
}
