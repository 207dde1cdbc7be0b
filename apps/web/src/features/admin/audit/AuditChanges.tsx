import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@weekends/shared/admin-tables';
import { formatDubaiDayTime } from '../../../lib/format/index.ts';
import { changesOf, fieldLabel } from './diff.ts';
import { Literal } from '../../../components/CatalogueText.tsx';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function Value({ value }: { value: unknown }) {
  const { t } = useTranslation('admin');
  if (value === null || value === undefined || value === '')
    return <span className="text-slate-400 italic">{t('audit.emptyValue')}</span>;
  if (typeof value === 'boolean') return <>{value ? t('audit.yes') : t('audit.no')}</>;
  if (typeof value === 'string') return <>{ISO_INSTANT.test(value) ? formatDubaiDayTime(value) : value}</>;
  if (typeof value === 'number') return <>{value}</>;
  return (
    <Literal as="code" className="text-xs break-all">
      {JSON.stringify(value)}
    </Literal>
  );
}

/**
 * An audit row's difference, folded: the number of fields that changed and their names; opened, each field with
 * its value before (struck through) and after. The action's details (a reason, a bank reference) follow.
 */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after' | 'detail'> }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const id = useId();
  const changes = changesOf(entry.before, entry.after);
  const details =
    entry.detail && typeof entry.detail === 'object' && !Array.isArray(entry.detail)
      ? Object.entries(entry.detail as Record<string, unknown>)
      : [];
  if (changes.length === 0 && details.length === 0)
    return <span className="text-slate-500">{t('audit.noChanges')}</span>;
  const names = changes.map((c) => fieldLabel(c.path) || t('audit.changes')).join(', ');

  return (
    <div className="min-w-56">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex max-w-full items-start gap-1.5 text-start text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <svg
          viewBox="0 0 20 20"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          className={`mt-0.5 shrink-0 transition rtl:-scale-x-100 ${open ? 'rotate-90' : ''}`}
        >
          <path d="M8 5l5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span>
          {changes.length > 0 ? t('audit.changeCount', { count: changes.length }) : t('audit.details')}
          {names && <span className="block text-xs font-normal text-slate-600">{names}</span>}
        </span>
      </button>
      {open && (
        <div id={id} className="mt-2 space-y-3">
          {changes.length > 0 && (
            <table className="w-full text-xs">
              <thead className="text-slate-500">
                <tr>
                  <th scope="col" className="pe-3 pb-1 text-start font-medium">
                    {t('audit.field')}
                  </th>
                  <th scope="col" className="pe-3 pb-1 text-start font-medium">
                    {t('audit.before')}
                  </th>
                  <th scope="col" className="pb-1 text-start font-medium">
                    {t('audit.after')}
                  </th>
                </tr>
              </thead>
              <tbody className="align-top">
                {changes.map((change) => (
                  <tr key={change.path} className="border-t border-slate-100">
                    <th scope="row" className="py-1 pe-3 text-start font-medium text-slate-700">
                      {fieldLabel(change.path) || t('audit.changes')}
                    </th>
                    <td className="py-1 pe-3">
                      <del className="rounded bg-red-50 px-1 text-red-800 decoration-red-400">
                        <Value value={change.before} />
                      </del>
                    </td>
                    <td className="py-1">
                      <ins className="rounded bg-emerald-50 px-1 text-emerald-900 no-underline">
                        <Value value={change.after} />
                      </ins>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {details.length > 0 && (
            <div>
              <p className="text-xs font-semibold text-slate-500">{t('audit.details')}</p>
              <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
                {details.map(([key, value]) => (
                  <div key={key} className="contents">
                    <dt className="font-medium text-slate-700">{fieldLabel(key)}</dt>
                    <dd className="break-words text-slate-800">
                      <Value value={value} />
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
