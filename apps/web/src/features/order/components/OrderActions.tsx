import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { orderFileUrl } from '../api.ts';

const primary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const secondary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 transition hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** Add to calendar (.ics), the tax invoice (PDF) and, for a full account, the booking in My Bookings. */
export function OrderActions({
  orderId,
  token,
  hasAccount,
}: {
  orderId: number;
  token: string | null;
  hasAccount: boolean;
}) {
  const { t } = useTranslation('order');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <a href={orderFileUrl(`/orders/${orderId}/calendar.ics`, token)} download className={secondary}>
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
          <path d="M3.5 10h17M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
        </svg>
        {t('calendar')}
      </a>
      <a href={orderFileUrl(`/orders/${orderId}/invoice.pdf`, token)} download className={secondary}>
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" />
        </svg>
        {t('invoice')}
      </a>
      {hasAccount && (
        <Link to="/customer/dashboard/bookings" className={primary}>
          {t('myBookings')}
        </Link>
      )}
    </div>
  );
}
