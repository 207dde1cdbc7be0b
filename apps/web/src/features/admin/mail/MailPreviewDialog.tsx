import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { formatDubaiDayTime } from '../../../lib/format/index.ts';
import { mailQuery, useResendMail } from './api.ts';
import { MailStatusBadge } from './MailStatusBadge.tsx';
import { Literal } from '../../../components/CatalogueText.tsx';

/**
 * One mail as its recipient got it: the stored HTML in a sandboxed frame (no scripts, no same-origin access, so
 * nothing in a mail can act on the back office) or its plain text, with its delivery facts and Resend.
 */
export function MailPreviewDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const mail = useQuery(mailQuery(id));
  const resend = useResendMail();
  const [view, setView] = useState<'html' | 'text'>('html');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const data = mail.data;

  const onResend = async () => {
    setOutcome(null);
    try {
      const { resentAs } = await resend.mutateAsync(id);
      setOutcome({ tone: 'success', text: t('mail.resent', { id: resentAs }) });
    } catch (error) {
      setOutcome({ tone: 'error', text: applyApiError(error) });
    }
  };

  return (
    <DialogFrame
      title={data?.subject ?? t('mail.previewTitle')}
      description={data ? t('mail.previewTo', { to: data.toAddress }) : t('table.loading')}
      onClose={onClose}
      width="max-w-4xl"
    >
      {mail.isError && (
        <div className="mt-4">
          <FormAlert>{t('table.error')}</FormAlert>
        </div>
      )}
      {data && (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-xs font-semibold text-slate-500">{t('mail.status')}</dt>
              <dd className="mt-0.5">
                <MailStatusBadge status={data.status} />
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold text-slate-500">{t('mail.attempts')}</dt>
              <dd className="mt-0.5 tabular-nums">{data.attempts}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold text-slate-500">{t('mail.created')}</dt>
              <dd className="mt-0.5">{formatDubaiDayTime(data.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold text-slate-500">{t('mail.template')}</dt>
              <dd className="mt-0.5">
                <Literal as="code" className="text-xs">
                  {data.template}
                </Literal>
              </dd>
            </div>
          </dl>
          {data.error && (
            <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-900">
              <span className="font-semibold">{t('mail.lastError')}:</span> {data.error}
            </p>
          )}
          {data.attachments.length > 0 && (
            <p className="mt-3 text-sm text-slate-700">
              {t('mail.attachments', { list: data.attachments.join(', ') })}
            </p>
          )}

          <div
            role="radiogroup"
            aria-label={t('mail.viewLabel')}
            className="mt-5 inline-flex rounded-lg border border-slate-300 p-0.5"
          >
            {(['html', 'text'] as const).map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={view === option}
                onClick={() => setView(option)}
                className={`h-9 rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 ${view === option ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-50'}`}
              >
                {t(`mail.views.${option}`)}
              </button>
            ))}
          </div>
          <div className="mt-3 overflow-hidden rounded-xl border border-slate-200">
            {view === 'html' ? (
              <iframe
                title={t('mail.htmlFrame')}
                sandbox=""
                srcDoc={data.html}
                referrerPolicy="no-referrer"
                className="h-[28rem] w-full bg-white"
              />
            ) : (
              <pre className="max-h-[28rem] overflow-auto bg-slate-50 p-4 text-sm whitespace-pre-wrap text-slate-800">
                {data.text}
              </pre>
            )}
          </div>
        </>
      )}
      {outcome && (
        <div className="mt-4">
          <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>
        </div>
      )}
      <div className="mt-5 flex flex-wrap items-center justify-end gap-3">
        <p className="me-auto text-xs text-slate-600">{t('mail.resendHint')}</p>
        <button
          type="button"
          onClick={onResend}
          disabled={!data || resend.isPending}
          className="h-11 rounded-full bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {resend.isPending ? t('inbox.saving') : t('mail.resend')}
        </button>
      </div>
    </DialogFrame>
  );
}
