import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminHostApplication } from '@weekends/shared/approvals';
import { formatDubaiDayTime, isolate } from '../../../lib/format/index.ts';
import { licenceUrl } from '../api.ts';

const linkClass =
  'break-all text-brand-800 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700';

/**
 * A labelled group of fields; an empty value shows as a dash, so a missing answer is visible, not hidden. The values
 * are the applicant's own words (names, addresses, a description), each set in the direction it was written.
 */
function Fields({
  title,
  rows,
  wide = false,
  children,
}: {
  title: string;
  rows?: [string, ReactNode][];
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h3 className="text-base font-bold text-slate-900">{title}</h3>
      {rows && (
        <dl className={`mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2 ${wide ? 'xl:grid-cols-4' : ''}`}>
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd dir="auto" className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900">
                {value === null || value === undefined || value === '' ? '—' : value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}

/** Everything an applicant gave, with the trade licence image beside it. */
export function HostApplicationDetail({
  application,
  actions,
}: {
  application: AdminHostApplication;
  actions: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { contact, contact2, business, links } = application;
  const f = (key: string) => t(`hosts.fields.${key}`);
  const linkRows = (Object.entries(links) as [keyof typeof links, string | null][]).filter(([, url]) => url);

  return (
    <article aria-labelledby="host-application-title" className="space-y-5">
      <header className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id="host-application-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
              <bdi>{business.name}</bdi>
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {t('approvals.submitted', { date: formatDubaiDayTime(application.submittedAt) })}
            </p>
          </div>
          {actions}
        </div>
      </header>

      <section className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <h3 className="text-base font-bold text-slate-900">{t('hosts.licence')}</h3>
        {application.hasLicence ? (
          <a
            href={licenceUrl(application.id)}
            target="_blank"
            rel="noopener"
            className="group mt-3 block w-fit max-w-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <img
              src={licenceUrl(application.id)}
              alt={t('hosts.licenceAlt', { name: isolate(business.name) })}
              className="max-h-[26rem] w-auto max-w-full rounded-lg border border-slate-200 bg-slate-50 object-contain transition group-hover:opacity-90"
              loading="lazy"
            />
            <span className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-800 group-hover:underline">
              {t('hosts.licenceOpen')}
              <svg
                viewBox="0 0 20 20"
                width="14"
                height="14"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
                className="rtl:-scale-x-100"
              >
                <path d="M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8" />
              </svg>
            </span>
          </a>
        ) : (
          <p className="mt-2 text-sm text-slate-500">{t('hosts.noLicence')}</p>
        )}
      </section>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 xl:grid-cols-2">
        <Fields
          title={t('hosts.contact')}
          rows={[
            [f('name'), `${contact.firstName} ${contact.lastName}`],
            [f('designation'), contact.designation],
            [
              f('email'),
              <>
                <a href={`mailto:${contact.email}`} className={linkClass}>
                  {contact.email}
                </a>
                <span
                  className={`mt-1 flex w-fit rounded-full px-2 py-0.5 text-xs font-semibold ${contact.emailConfirmed ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-800'}`}
                >
                  {contact.emailConfirmed ? t('hosts.emailConfirmed') : t('hosts.emailUnconfirmed')}
                </span>
              </>,
            ],
            [f('phone'), <bdi dir="ltr">{contact.phoneNumber}</bdi>],
            [f('landline'), contact.landline && <bdi dir="ltr">{contact.landline}</bdi>],
          ]}
        />
        {contact2 ? (
          <Fields
            title={t('hosts.contact2')}
            rows={[
              [f('name'), [contact2.firstName, contact2.lastName].filter(Boolean).join(' ')],
              [f('designation'), contact2.designation],
              [f('phone'), contact2.mobile && <bdi dir="ltr">{contact2.mobile}</bdi>],
              [f('landline'), contact2.landline && <bdi dir="ltr">{contact2.landline}</bdi>],
            ]}
          />
        ) : (
          <Fields title={t('hosts.contact2')}>
            <p className="mt-2 text-sm text-slate-500">{t('hosts.noContact2')}</p>
          </Fields>
        )}
      </div>
      <Fields
        title={t('hosts.business')}
        wide
        rows={[
          [f('companyName'), business.name],
          [f('tradeLicenseId'), business.tradeLicenseId],
          [f('address'), business.address],
          [f('streetName'), business.streetName],
          [f('buildingName'), business.buildingName],
          [f('poBox'), business.poBox],
          [f('city'), business.city?.name],
          [f('area'), business.area?.name],
        ]}
      >
        <div className="mt-3">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{f('description')}</p>
          <p dir="auto" className="mt-0.5 text-sm whitespace-pre-line text-slate-900">
            {business.description || '—'}
          </p>
        </div>
      </Fields>
      <Fields
        title={t('hosts.links')}
        rows={linkRows.map(([key, url]) => [
          f(key),
          <a key={key} href={url!} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
            {url}
          </a>,
        ])}
      >
        {linkRows.length === 0 && <p className="mt-2 text-sm text-slate-500">{t('hosts.noLinks')}</p>}
      </Fields>
    </article>
  );
}
