import { Fragment, type FormEventHandler, type ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import type { Notice } from './useEditorForm.ts';

/**
 * A content editor's page for an item that may not be loaded yet ('new' needs nothing): the table's loading and
 * error words until it is, then the form, keyed by the item so a new one starts blank.
 */
export function EditorLoad<T, K extends QueryKey>({
  id,
  query,
  children,
}: {
  id: number | null;
  /** The item's query by its id (not asked for a new one). */
  query: (id: number) => UseQueryOptions<T, Error, T, K>;
  children: (loaded: T | null) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const item = useQuery({ ...query(id ?? 0), enabled: id !== null });
  if (id !== null && !item.data) {
    return item.isError ? (
      <FormAlert>{t('table.error')}</FormAlert>
    ) : (
      <p className="text-sm text-slate-600">{t('table.loading')}</p>
    );
  }
  return <Fragment key={id ?? 'new'}>{children(item.data ?? null)}</Fragment>;
}

/**
 * The frame of every content editor: the way back to its list, its heading, a panel of its state (published, open),
 * and the form with its notice and submit button.
 */
export function EditorFrame({
  back,
  title,
  panel,
  notice,
  onSubmit,
  pending,
  submitLabel,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  panel?: ReactNode;
  notice: Notice;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <Link
        to={back.to}
        className="text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <span aria-hidden="true">← </span>
        {back.label}
      </Link>
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {panel}
      <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
        {children}
        <div className="flex justify-end">
          <SubmitButton pending={pending} className="sm:w-auto">
            {submitLabel}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
