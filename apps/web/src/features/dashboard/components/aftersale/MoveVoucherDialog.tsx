import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AFTERSALE_MESSAGES, type VoucherDetail } from '@weekends/shared';
import { BookingDatePicker } from '../../../../components/booking/BookingDatePicker.tsx';
import { DialogCancel, DialogFrame } from '../../../../components/DialogFrame.tsx';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { dubaiIsoDay, formatCalendarDay } from '../../../../lib/format/index.ts';
import { useMoveBookedItem, voucherActivityQuery } from '../../api.ts';
import { wordMessage } from '../../../../lib/messages.ts';

interface Props {
  voucher: VoucherDetail;
  onDone: (notice: string) => void;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * 'Change the date': the activity booking box's date picker (its weekend days from today on, full and closed days
 * refused from the availability), then Move booking. The server checks the places again and answers the voucher
 * as it now is; a day that filled up meanwhile comes back as its 409 message, shown here.
 */
export default function MoveVoucherDialog({ voucher, onDone, onClose, returnFocusTo }: Props) {
  const { t } = useTranslation('dashboard');
  const activity = useQuery(voucherActivityQuery(voucher.activity.slug));
  const move = useMoveBookedItem(voucher.id);
  const [date, setDate] = useState<Date | undefined>(undefined);
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (move.isPending) return;
    if (!date) return setError(t('aftersale.move.chooseDate'));
    const day = dubaiIsoDay(date);
    if (day === voucher.date) return setError(wordMessage(AFTERSALE_MESSAGES.sameDate));
    setError('');
    move.mutate(day, {
      onSuccess: (moved) => onDone(t('aftersale.notice.moved', { date: formatCalendarDay(moved.date ?? day) })),
      onError: (failure) => setError(applyApiError(failure)),
    });
  };

  return (
    <DialogFrame
      title={t('aftersale.move.title')}
      description={t('aftersale.move.description', { title: voucher.activity.title })}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5">
        {voucher.date && (
          <p className="flex items-baseline justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
            <span className="font-semibold text-slate-700">{t('aftersale.move.current')}</span>
            <time dateTime={voucher.date} className="font-semibold text-slate-900">
              {formatCalendarDay(voucher.date)}
            </time>
          </p>
        )}
        {activity.isPending ? (
          <p role="status" className="text-sm text-slate-500">
            {t('aftersale.move.loading')}
          </p>
        ) : activity.isError ? (
          <FormAlert>{t('aftersale.move.loadError')}</FormAlert>
        ) : (
          <BookingDatePicker
            days={activity.data.days}
            activityId={activity.data.id}
            value={date}
            onChange={(next) => {
              setDate(next);
              setError('');
            }}
          />
        )}
        {error && <FormAlert>{error}</FormAlert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>{t('aftersale.move.keep')}</DialogCancel>
          <SubmitButton pending={move.isPending} disabled={!activity.data} className="sm:w-auto">
            {t('aftersale.move.confirm')}
          </SubmitButton>
        </div>
      </form>
    </DialogFrame>
  );
}
