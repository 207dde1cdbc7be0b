import '../i18n.ts';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { useVoucher } from '../api.ts';
import { VoucherSheet } from '../components/VoucherSheet.tsx';
import { VoucherAftersale } from '../components/aftersale/VoucherAftersale.tsx';
import { VoucherHistory } from '../components/aftersale/VoucherHistory.tsx';

const ring = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * /customer/dashboard/bookings/:bookedItemId: one voucher on its own page, made to be shown from a phone (390 px)
 * or printed (Print button; the site's header and footer stay off the paper).
 */
export function VoucherPage() {
  const { t } = useTranslation('dashboard');
  const { bookedItemId } = useParams();
  const id = Number(bookedItemId);
  const voucher = useVoucher(Number.isInteger(id) && id > 0 ? id : 0);
  usePageMeta(voucher.data ? `${t('voucher.title')}: ${voucher.data.title}` : t('voucher.title'));

  let content;
  if (voucher.isPending) {
    content = (
      <p role="status" className="py-16 text-center text-sm text-slate-500">
        {t('voucher.loading')}
      </p>
    );
  } else if (voucher.isError) {
    content =
      voucher.error instanceof ApiRequestError && voucher.error.status < 500 ? (
        <p
          role="alert"
          className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-700"
        >
          {t('voucher.notFound')}
        </p>
      ) : (
        <LoadError title={t('voucher.loadError')} error={voucher.error} onRetry={() => void voucher.refetch()} />
      );
  } else {
    content = (
      <>
        <VoucherSheet voucher={voucher.data} />
        <VoucherAftersale voucher={voucher.data} />
        <VoucherHistory history={voucher.data.history} />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 pt-6 pb-16 sm:px-6 lg:pt-10">
      <div data-print-hide className="mb-5 flex items-center justify-between gap-3">
        <Link
          to="/customer/dashboard/bookings"
          className={`inline-flex min-h-11 items-center gap-1.5 rounded-full pe-3 text-sm font-semibold text-brand-800 hover:underline ${ring}`}
        >
          <svg
            viewBox="0 0 20 20"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            className="rtl:-scale-x-100"
          >
            <path d="M12.5 5l-5 5 5 5" />
          </svg>
          {t('voucher.back')}
        </Link>
        {voucher.data && (
          <button
            type="button"
            onClick={() => window.print()}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 transition hover:border-brand-700 hover:text-brand-800 ${ring}`}
          >
            <svg
              viewBox="0 0 24 24"
              width="18"
              height="18"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="M7 9V4h10v5M7 17H5a2 2 0 01-2-2v-4a2 2 0 012-2h14a2 2 0 012 2v4a2 2 0 01-2 2h-2M7 14h10v6H7z" />
            </svg>
            {t('voucher.print')}
          </button>
        )}
      </div>
      {content}
    </div>
  );
}
