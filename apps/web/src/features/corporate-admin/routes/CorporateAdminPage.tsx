import '../i18n.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorporateAward } from '@weekends/shared';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { isolate } from '../../../lib/format/index.ts';
import { useSession } from '../../../lib/session.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { useCorporateDashboard } from '../api.ts';
import { AwardDialog } from '../components/AwardDialog.tsx';
import { AwardsByMonth } from '../components/AwardsByMonth.tsx';
import { AwardsList } from '../components/AwardsList.tsx';
import { EmployeesList } from '../components/EmployeesList.tsx';
import { Figures, StarPerformers } from '../components/Figures.tsx';

/**
 * The corporate admin's dashboard (/corporate-admin): the company's figures and charts, its employees and awards, and
 * 'Award an experience'. The server answers only a corporate admin, and only about its own company.
 */
export function CorporateAdminPage() {
  const { t } = useTranslation('corporateAdmin');
  usePageMeta(t('title'));
  const session = useSession();
  const allowed = session.user?.isCorporateAdmin === true;
  const dashboard = useCorporateDashboard(allowed);
  const [awarding, setAwarding] = useState<{ employee: { id: number; name: string } | null } | null>(null);
  const [done, setDone] = useState<CorporateAward | null>(null);

  if (session.user && !allowed) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="mt-3 text-slate-700">{t('notAllowed')}</p>
      </div>
    );
  }

  const data = dashboard.data;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold text-brand-800">
            <bdi>{data?.corporate.name}</bdi>
          </p>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
          {data && (
            <p className="mt-1 max-w-2xl text-sm text-slate-600">
              {t('intro', { corporate: isolate(data.corporate.name) })}
            </p>
          )}
        </div>
        <button
          type="button"
          disabled={!data}
          onClick={() => setAwarding({ employee: null })}
          className="inline-flex h-11 shrink-0 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {t('awardButton')}
        </button>
      </header>

      {done && (
        <FormAlert tone="success">
          {t('award.done', {
            title: done.title,
            name: isolate(`${done.employee.firstName} ${done.employee.lastName}`),
            number: done.invoice.number,
          })}
        </FormAlert>
      )}

      {dashboard.isError ? (
        <LoadError title={t('loadError')} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : !data ? (
        <div aria-hidden="true" aria-busy="true" className="space-y-6">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-24 animate-pulse rounded-2xl bg-slate-100" />
            ))}
          </div>
          <div className="h-72 animate-pulse rounded-2xl bg-slate-100" />
        </div>
      ) : (
        <>
          <Figures dashboard={data} />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <AwardsByMonth months={data.awardsByMonth} />
            </div>
            <StarPerformers stars={data.starPerformers} />
          </div>
          <div className="grid gap-6 xl:grid-cols-2">
            <AwardsList />
            <EmployeesList
              registerLink={`${window.location.origin}/corporate/${data.corporate.slug}/register`}
              onAward={(employee) => setAwarding({ employee })}
            />
          </div>
        </>
      )}

      {awarding && data && (
        <AwardDialog
          corporateName={data.corporate.name}
          employee={awarding.employee}
          onClose={() => setAwarding(null)}
          onAwarded={(award) => {
            setAwarding(null);
            setDone(award);
          }}
        />
      )}
    </div>
  );
}
