import { useTranslation } from 'react-i18next';
import { CONTACT_KINDS } from '@weekends/shared/admin-inbox';
import { messagesQuery } from './api.ts';
import { LongText } from './HandledCell.tsx';
import { InboxList } from './InboxList.tsx';

/** Contact, corporate ('Get in touch') and host contact messages, with each form's own fields. */
export function MessagesTab() {
  const { t } = useTranslation('admin');
  return (
    <InboxList
      list="messages"
      rows={messagesQuery}
      kinds={CONTACT_KINDS}
      placeholder={t('inbox.messages.searchPlaceholder')}
      lead={{
        key: 'kind',
        header: t('inbox.messages.kind'),
        cell: (row) => (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-800">
            {t(`inbox.messages.kinds.${row.kind}`, { defaultValue: row.kind })}
          </span>
        ),
      }}
      columns={[
        {
          key: 'message',
          header: t('inbox.messages.message'),
          cell: (row) => (
            <div>
              <LongText text={row.message} more={t('inbox.more')} />
              {Object.keys(row.details).length > 0 && (
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-600">
                  {Object.entries(row.details).map(([key, value]) => (
                    <div key={key} className="contents">
                      <dt className="font-semibold">{t(`inbox.details.${key}`, { defaultValue: key })}</dt>
                      <dd dir="auto" className="break-words">
                        {value}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
          ),
        },
      ]}
    />
  );
}
