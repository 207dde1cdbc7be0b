import '../i18n.ts';
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminHostDetail } from '@weekends/shared/admin-hosts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SuccessNotice } from '../components/SuccessNotice.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { formatAed, formatDubaiDayTime } from '../../../lib/format/index.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { hostQuery } from './api.ts';
import { useMayUse } from '../shell/access.ts';
import { HostTermsForm } from './HostTermsForm.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { SuspendDialog } from './SuspendDialog.tsx';
import { CloseHostCard } from './CloseHostCard.tsx';

const card = 'rounded-xl border border-slate-200 bg-white p-5';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={card}>
      <h2 className="text-base font-bold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Label and value pairs; an empty value shows a dash. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const { t } = useTranslation('admin');
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">
            {value === null || value === undefined || value === '' ? t('hostsAdmin.host.none') : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/hosts/:id: the host's figures, profile, bank details, terms and suspension. */
export function HostDetailPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const result = useQuery({ ...hostQuery(id), enabled: valid });
  usePageMeta(result.data?.businessName ?? t('hostsAdmin.hosts.title'));
  if (!valid) return <Navigate to="/admin/hosts" replace />;

  return (
    <div className="mx-auto max-w-[90rem]">
      <Link
        to="/admin/hosts"
        className="text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <span aria-hidden="true">← </span>
        {t('hostsAdmin.host.back')}
      </Link>
      {result.data ? (
        <HostDetail host={result.data} />
      ) : result.error ? (
        <div className="mt-6">
          <FormAlert>
            {result.error instanceof ApiRequestError && result.error.status === 404
              ? t('hostsAdmin.host.notFound')
              : t('hostsAdmin.host.loadError')}
          </FormAlert>
        </div>
      ) : (
        <p className="mt-6 text-sm text-slate-600">{t('table.loading')}</p>
      )}
    </div>
  );
}

function HostDetail({ host }: { host: AdminHostDetail }) {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  // Support reads a host; its terms are finance's, suspensions support's, statements finance's (STAFF_AREAS).
  const mayUse = useMayUse();
  const bankGiven = Object.values(host.bank).some((v) => v);
  const figures: [string, string | number][] = [
    [t('hostsAdmin.host.sales'), formatAed(host.sales)],
    [t('hostsAdmin.host.revenue'), formatAed(host.figures.revenue)],
    [t('hostsAdmin.host.orders'), host.figures.orders],
    [t('hostsAdmin.host.pendingVouchers'), host.figures.pending],
    [t('hostsAdmin.host.redeemedVouchers'), host.figures.redeemed],
    [t('hostsAdmin.host.paid'), formatAed(host.figures.paid)],
    [t('hostsAdmin.host.amountDue'), formatAed(host.amountDue)],
    [t('hostsAdmin.host.listings'), host.listings],
  ];

  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          <bdi>{host.businessName}</bdi>
        </h1>
        <StatusBadge status={host.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <bdi>{host.contactName}</bdi> · <span className="break-all">{host.email}</span>
      </p>
      <SuccessNotice text={notice} gap="mt-5" />

      <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t('hostsAdmin.host.figures')}>
        {figures.map(([label, value]) => (
          <li key={label} className={card}>
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
            <p className="mt-1 text-lg font-bold text-slate-900 tabular-nums">{value}</p>
          </li>
        ))}
      </ul>

      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <Card title={t('hostsAdmin.host.profile')}>
          <Facts
            rows={[
              [t('hostsAdmin.host.contact'), <bdi>{host.contactName}</bdi>],
              [t('hostsAdmin.host.designation'), host.designation],
              [t('hostsAdmin.host.email'), host.email],
              [t('hostsAdmin.host.phone'), <bdi dir="ltr">{host.phoneNumber}</bdi>],
              [t('hostsAdmin.host.landline'), host.landline && <bdi dir="ltr">{host.landline}</bdi>],
              [
                t('hostsAdmin.host.contact2'),
                host.contact2
                  ? [host.contact2.name, host.contact2.designation, host.contact2.mobile, host.contact2.landline]
                      .filter(Boolean)
                      .join(' · ')
                  : null,
              ],
              [t('hostsAdmin.host.tradeLicenseId'), host.business.tradeLicenseId],
              [t('hostsAdmin.host.description'), host.business.description],
              [t('hostsAdmin.host.address'), host.business.address],
              [t('hostsAdmin.host.city'), [host.business.city, host.business.area].filter(Boolean).join(', ')],
              [t('hostsAdmin.host.website'), host.business.website],
            ]}
          />
        </Card>
        <div className="space-y-6">
          <Card title={t('hostsAdmin.host.bank')}>
            {bankGiven ? (
              <Facts
                rows={[
                  [t('hostsAdmin.host.accountHolder'), host.bank.accountHolder],
                  [t('hostsAdmin.host.accountNumber'), host.bank.accountNumber],
                  [t('hostsAdmin.host.bankName'), host.bank.bankName],
                  [t('hostsAdmin.host.bankAddress'), host.bank.bankAddress],
                  [t('hostsAdmin.host.iban'), host.bank.iban],
                  [t('hostsAdmin.host.swift'), host.bank.swiftCode],
                ]}
              />
            ) : (
              <p className="text-sm text-slate-600">{t('hostsAdmin.host.bankMissing')}</p>
            )}
          </Card>
          {mayUse('hostTerms') && (
            <Card title={t('hostsAdmin.host.terms')}>
              <HostTermsForm key={`${host.commissionPercent}-${host.canManageActivities}`} host={host} />
            </Card>
          )}
          {mayUse('customers') && !host.closedAt && (
            <Card title={t('hostsAdmin.suspension.title')}>
              <p className="text-sm text-slate-800">
                {host.suspendedAt
                  ? t('hostsAdmin.suspension.suspendedText', {
                      date: formatDubaiDayTime(host.suspendedAt),
                    })
                  : t('hostsAdmin.suspension.activeText')}
              </p>
              <p className="mt-2 text-sm text-slate-600">{t('hostsAdmin.suspension.listingsStay')}</p>
              <button
                type="button"
                onClick={() => setConfirming(true)}
                className={`mt-4 inline-flex h-11 items-center justify-center rounded-full border px-6 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 ${
                  host.suspendedAt
                    ? 'border-brand-700 text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-700'
                    : 'border-red-700 text-red-700 hover:bg-red-50 focus-visible:outline-red-700'
                }`}
              >
                {t(host.suspendedAt ? 'hostsAdmin.suspension.reinstate' : 'hostsAdmin.suspension.suspend')}
              </button>
            </Card>
          )}
          {mayUse('hostClosure') && (
            <Card title={t('hostsAdmin.closure.title')}>
              <CloseHostCard host={host} onDone={setNotice} />
            </Card>
          )}
          {mayUse('payouts') && (
            <Card title={t('hostsAdmin.host.statements')}>
              <p className="text-sm text-slate-600">{t('hostsAdmin.host.statementsHint')}</p>
              <Link
                to="/admin/payouts"
                className="mt-2 inline-block text-sm font-semibold text-brand-800 hover:underline"
              >
                {t('hostsAdmin.nav.payouts')}
              </Link>
            </Card>
          )}
        </div>
      </div>
      {confirming && (
        <SuspendDialog
          account={{ id: host.id, name: host.businessName, suspended: host.suspendedAt !== null, isHost: true }}
          onClose={() => setConfirming(false)}
          onDone={(message) => {
            setConfirming(false);
            setNotice(message);
          }}
        />
      )}
    </>
  );
}
