import { useTranslation } from 'react-i18next';
import { NOMINATION_KINDS } from '@weekends/shared/admin-inbox';
import { nominationsQuery } from './api.ts';
import { InboxList } from './InboxList.tsx';

const shown = (value: unknown) =>
  Array.isArray(value)
    ? value.join(', ')
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value);

/** Return Gift Weekend and Sports weekend nominations, each with the answers its form asked for. */
export function NominationsTab() {
  const { t } = useTranslation('admin');
  return (
    <InboxList
      list="nominations"
      rows={nominationsQuery}
      kinds={NOMINATION_KINDS}
      placeholder={t('inbox.personPlaceholder')}
      lead={{
        key: 'kind',
        header: t('inbox.nominations.kind'),
        cell: (row) => (
          <span className="whitespace-nowrap">
            {t(`inbox.nominations.kinds.${row.kind}`, { defaultValue: row.kind })}
          </span>
        ),
      }}
      columns={[
        {
          key: 'details',
          header: t('inbox.nominations.answers'),
          cell: (row) => (
            <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-700">
              {Object.entries(row.details).map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="font-semibold">{t(`inbox.details.${key}`, { defaultValue: key })}</dt>
                  <dd dir="auto" className="break-words whitespace-pre-line">
                    {shown(value)}
                  </dd>
                </div>
              ))}
            </dl>
          ),
        },
      ]}
    />
  );
}
