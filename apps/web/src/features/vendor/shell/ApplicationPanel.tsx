import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HostMe } from '@weekends/shared';
import { isolate } from '../../../lib/format/index.ts';

const BUTTON =
  'inline-flex h-11 items-center justify-center rounded-full px-6 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * In place of the tabs until the provider approves the application: that it is being reviewed, or why it was
 * rejected with the way to apply again.
 */
export function ApplicationPanel({ host, isConfirmed }: { host: HostMe; isConfirmed: boolean }) {
  const { t } = useTranslation('vendor');
  if (host.status === 'rejected') {
    return (
      <section
        aria-labelledby="application-status"
        className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-950 sm:p-8"
      >
        <h2 id="application-status" className="text-xl font-bold sm:text-2xl">
          {t('shell.rejected.title')}
        </h2>
        {host.rejectionReason && (
          <p className="mt-3 font-medium">{t('shell.rejected.reason', { reason: host.rejectionReason })}</p>
        )}
        <p className="mt-2 leading-relaxed">{t('shell.rejected.body')}</p>
        <Link to="/partner-new" className={`${BUTTON} mt-6 bg-brand-700 text-white shadow-sm hover:bg-brand-800`}>
          {t('shell.rejected.again')}
        </Link>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="application-status"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-6 text-brand-900 sm:p-8"
    >
      <h2 id="application-status" className="text-xl font-bold sm:text-2xl">
        {t('shell.review.title')}
      </h2>
      <p className="mt-3 leading-relaxed">{t('shell.review.body', { company: isolate(host.companyName) })}</p>
      {!isConfirmed && <p className="mt-2 leading-relaxed">{t('shell.review.confirm')}</p>}
      <Link to="/" className={`${BUTTON} mt-6 border border-brand-700 text-brand-800 hover:bg-white`}>
        {t('shell.review.home')}
      </Link>
    </section>
  );
}
