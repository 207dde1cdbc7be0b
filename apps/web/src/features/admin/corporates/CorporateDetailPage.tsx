import '../i18n.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminCorporateEmployee } from '@weekends/shared';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { formatDubaiDay } from '../../../lib/format/index.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { AdminTable, type AdminColumn } from '../components/AdminTable.tsx';
import { apiParams, serverTableProps, useTableQuery } from '../components/useTableQuery.ts';
import { FilterSelect, SearchBar } from '../hosts/SearchBar.tsx';
import { corporateEmployeesQuery, corporateQuery, useSetCorporateAdmin } from './api.ts';
import { CorporateForm } from './CorporateForm.tsx';

const FILTERS = ['admins'] as const;

/** /admin/corporates/:id: the corporate's details, and its employees with Make/Remove corporate admin. */
export function CorporateDetailPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const corporate = useQuery(corporateQuery(id));
  usePageMeta(corporate.data?.name ?? t('corporates.title'));
  const [query, update] = useTableQuery({ sort: 'name', dir: 'asc' }, FILTERS);
  const employees = useQuery(corporateEmployeesQuery(id, apiParams(query)));
  const setAdmin = useSetCorporateAdmin(id);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const toggle = (row: AdminCorporateEmployee) => {
    const name = `${row.firstName} ${row.lastName}`;
    setAdmin.mutate(
      { customerId: row.id, isCorporateAdmin: !row.isCorporateAdmin },
      {
        onSuccess: (saved) =>
          setNotice({
            tone: 'success',
            text: t(saved.isCorporateAdmin ? 'corporates.madeAdmin' : 'corporates.removedAdmin', { name }),
          }),
        onError: (error) => setNotice({ tone: 'error', text: applyApiError(error) }),
      },
    );
  };

  const columns: AdminColumn<AdminCorporateEmployee>[] = [
    {
      key: 'name',
      header: t('corporates.employeeName'),
      sortable: true,
      cell: (row) => <bdi className="font-semibold text-slate-900">{`${row.firstName} ${row.lastName}`}</bdi>,
    },
    {
      key: 'email',
      header: t('corporates.employeeEmail'),
      sortable: true,
      cell: (row) => <span className="break-all">{row.email}</span>,
    },
    {
      key: 'confirmed',
      header: t('corporates.confirmed'),
      cell: (row) => (row.isConfirmed ? t('corporates.yes') : t('corporates.no')),
    },
    {
      key: 'joinedAt',
      header: t('corporates.joined'),
      sortable: true,
      cell: (row) => <span className="whitespace-nowrap">{formatDubaiDay(row.joinedAt)}</span>,
    },
    {
      key: 'admin',
      header: t('corporates.corporateAdmin'),
      cell: (row) => (
        <button
          type="button"
          disabled={setAdmin.isPending}
          onClick={() => toggle(row)}
          aria-label={`${t(row.isCorporateAdmin ? 'corporates.removeAdmin' : 'corporates.makeAdmin')}: ${row.firstName} ${row.lastName}`}
          className={`inline-flex h-9 items-center rounded-lg border px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60 ${row.isCorporateAdmin ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-800 hover:border-brand-700 hover:text-brand-800'}`}
        >
          {t(row.isCorporateAdmin ? 'corporates.removeAdmin' : 'corporates.makeAdmin')}
        </button>
      ),
    },
  ];

  return (
    <div className="mx-auto max-w-[90rem]">
      <Link to="/admin/corporates" className="text-sm font-medium text-brand-800 hover:underline">
        {t('corporates.back')}
      </Link>
      {corporate.isError ? (
        <div className="mt-4">
          <LoadError
            title={t('corporates.loadError')}
            error={corporate.error}
            onRetry={() => void corporate.refetch()}
          />
        </div>
      ) : corporate.data ? (
        <>
          <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
            <bdi>{corporate.data.name}</bdi>
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {t('corporates.figures', {
              employees: corporate.data.employees,
              admins: corporate.data.admins,
              awards: corporate.data.awards,
            })}
          </p>
          <section
            aria-label={t('corporates.details')}
            className="mt-5 rounded-xl border border-slate-200 bg-white p-5"
          >
            <CorporateForm
              key={`${corporate.data.name}-${corporate.data.slug}-${corporate.data.emailDomain}`}
              corporate={corporate.data}
              onSaved={() => setNotice({ tone: 'success', text: t('corporates.saved') })}
            />
          </section>
        </>
      ) : (
        <div aria-hidden="true" aria-busy="true" className="mt-4 h-40 animate-pulse rounded-xl bg-slate-100" />
      )}
      {notice && (
        <div className="mt-5">
          <FormAlert key={notice.text} tone={notice.tone}>
            {notice.text}
          </FormAlert>
        </div>
      )}
      <h2 className="mt-8 text-xl font-bold text-slate-900">{t('corporates.employeesTitle')}</h2>
      <SearchBar
        key={query.q ?? ''}
        label={t('corporates.search')}
        placeholder={t('corporates.employeeSearch')}
        value={query.q ?? ''}
        onSearch={(q) => update({ q })}
      >
        <FilterSelect
          label={t('corporates.show')}
          value={query.admins}
          onChange={(admins) => update({ admins })}
          options={[
            { value: '', label: t('corporates.everyone') },
            { value: 'true', label: t('corporates.onlyAdmins') },
          ]}
        />
      </SearchBar>
      <div className="mt-5">
        <AdminTable
          label={t('corporates.employeesTitle')}
          columns={columns}
          rowKey={(row) => row.id}
          {...serverTableProps(query, update, employees)}
          empty={t('corporates.noEmployees')}
        />
      </div>
    </div>
  );
}
