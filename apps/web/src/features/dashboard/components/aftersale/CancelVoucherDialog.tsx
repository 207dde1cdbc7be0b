import { useQueries } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AFTERSALE_MESSAGES, type CancelResult, type VoucherDetail } from '@weekends/shared';
import { DialogCancel, DialogFrame } from '../../../../components/DialogFrame.tsx';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { formatAed } from '../../../../lib/format/index.ts';
import { useCancelBookedItem, voucherQuery } from '../../api.ts';
import { wordMessage } from '../../../../lib/messages.ts';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';

interface Props {
  voucher: VoucherDetail;
  onDone: (notice: string) => void;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The experiences a weekend pass's cancel voids, by name: each is a voucher of its own, read from the same cache
 * entries as their pages. While they load (or if one cannot be), the description's count still says how many.
 */
function PassExperiences({ voucher }: { voucher: VoucherDetail }) {
  const { t } = useTranslation('dashboard');
  const others = voucher.actions.cancel.itemIds.filter((id) => id !== voucher.id);
  const vouchers = useQueries({ queries: others.map((id) => voucherQuery(id)) });
  const titles = [
    voucher.activity.title,
    ...vouchers.flatMap((query) => (query.data ? [query.data.activity.title] : [])),
  ];
  const loading = vouchers.some((query) => query.isPending);
  return (
    <div className="mt-4">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('aftersale.cancel.passItems')}</p>
      <ul className="mt-2 space-y-1.5" aria-busy={loading || undefined}>
        {titles.map((title, index) => (
          <li key={index} className="flex items-start gap-2 text-sm text-slate-800">
            <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-red-600" />
            {title}
          </li>
        ))}
      </ul>
      {loading && <p className="mt-1.5 text-xs text-slate-500">{t('aftersale.cancel.passItemsLoading')}</p>}
    </div>
  );
}

/** What the success notice says, by where the money is: its catalogue key and amount. */
function noticeOf(result: CancelResult): { key: 'cancelled' | 'refunded' | 'refundPending'; amount: string } {
  const amount = formatAed(result.refund);
  if (result.status === 'not_charged' || result.refund === 0) return { key: 'cancelled', amount };
  return { key: result.status === 'refunded' ? 'refunded' : 'refundPending', amount };
}

/**
 * 'Cancel this booking?': what goes (a weekend pass goes whole, every experience named), what comes back and where
 * (the card paid with), then Confirm or Keep booking. A failure stays in the pop-up with the button ready again.
 */
export default function CancelVoucherDialog({ voucher, onDone, onClose, returnFocusTo }: Props) {
  const { t } = useTranslation('dashboard');
  const cancel = useCancelBookedItem(voucher.id);
  const [error, setError] = useState('');
  const { refund, itemIds } = voucher.actions.cancel;
  const isPass = voucher.itemType === 1;

  const confirm = () => {
    if (cancel.isPending) return;
    setError('');
    cancel.mutate(undefined, {
      onSuccess: (result) => {
        const { key, amount } = noticeOf(result);
        onDone(t(`aftersale.notice.${key}`, { amount }));
      },
      onError: (failure) => setError(applyApiError(failure) || wordMessage(AFTERSALE_MESSAGES.cancelFailed)),
    });
  };

  return (
    <DialogFrame
      role="alertdialog"
      title={t('aftersale.cancel.title')}
      description={
        isPass
          ? t('aftersale.cancel.passDescription', { count: itemIds.length, pass: voucher.title })
          : t('aftersale.cancel.description', { title: voucher.title })
      }
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      {isPass && <PassExperiences voucher={voucher} />}
      <div className="mt-5 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3.5">
        <div className="flex items-baseline justify-between gap-4">
          <span className="text-sm font-semibold text-slate-700">{t('aftersale.cancel.refund')}</span>
          <span className="text-xl font-bold text-slate-900 tabular-nums" data-testid="cancel-refund">
            {formatAed(refund)}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {refund > 0 ? t('aftersale.cancel.refundTo') : t('aftersale.cancel.notCharged')}
        </p>
      </div>
      {error && (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogCancel>{t('aftersale.cancel.keep')}</DialogCancel>
        <SubmitButton tone="danger" type="button" onClick={confirm} pending={cancel.isPending} className="sm:w-auto">
          {t('aftersale.cancel.confirm')}
        </SubmitButton>
      </div>
    </DialogFrame>
  );
}
