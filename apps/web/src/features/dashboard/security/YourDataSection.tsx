import './yourDataI18n.ts';
import { Suspense, useRef, useState } from 'react';
import { lazy } from '../../../lib/lazy.ts';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { YourData } from '@weekends/shared';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { formatDubaiDay } from '../../../lib/format/index.ts';
import { useCancelDeletion, useRequestExport, useYourData } from './yourDataApi.ts';

const DeleteAccountDialog = lazy(() => import('./DeleteAccountDialog.tsx'));

const SUPPORT_EMAIL = 'support@weekends.ae';

const card = 'rounded-xl border border-slate-200 p-4 sm:p-5';
const primaryButton =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70';
const dangerButton =
  'inline-flex h-11 items-center justify-center rounded-full border border-red-300 bg-white px-6 text-sm font-semibold text-red-700 transition hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-wait disabled:opacity-70';

/**
 * 'Download my data': ask, then 'preparing' (the page looks again every few seconds, and the mail brings the link),
 * then the download while its link lasts. The mailed link lands here (`?export=…&token=…`) and says whether its file
 * is still there.
 */
function ExportCard({ data }: { data: YourData }) {
  const { t } = useTranslation('yourData');
  const request = useRequestExport();
  const [error, setError] = useState('');
  const [params] = useSearchParams();
  const landed = params.get('export');
  const current = data.export;
  const ask = () => {
    setError('');
    request.mutate(undefined, { onError: (failure) => setError(applyApiError(failure)) });
  };
  const landedOnReady = landed !== null && current?.status === 'ready' && String(current.id) === landed;

  return (
    <div className={card} data-testid="export-card">
      <h4 className="text-base font-semibold text-slate-900">{t('export.heading')}</h4>
      <p className="mt-1 text-sm leading-6 text-slate-600">{t('export.description')}</p>
      {landed !== null && !landedOnReady && current?.status !== 'preparing' && (
        <div className="mt-3">
          <FormAlert tone="info">{t('export.landingExpired')}</FormAlert>
        </div>
      )}
      <div className="mt-4">
        {current?.status === 'preparing' ? (
          <p role="status" className="flex items-start gap-2.5 text-sm text-slate-700">
            <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-amber-500" />
            {t('export.preparing')}
          </p>
        ) : current?.status === 'ready' && current.downloadUrl ? (
          <div className="space-y-3">
            {landedOnReady && <FormAlert tone="success">{t('export.landingReady')}</FormAlert>}
            <p className="text-sm text-slate-700">{t('export.ready', { date: formatDubaiDay(current.expiresAt!) })}</p>
            <a href={current.downloadUrl} download className={primaryButton}>
              {t('export.download')}
            </a>
          </div>
        ) : (
          <div className="space-y-3">
            {current?.status === 'failed' && <FormAlert>{t('export.failed')}</FormAlert>}
            <button
              type="button"
              onClick={ask}
              disabled={request.isPending}
              aria-busy={request.isPending || undefined}
              className={primaryButton}
            >
              {request.isPending
                ? t('form.wait', { ns: 'common' })
                : current?.status === 'failed'
                  ? t('export.requestAgain')
                  : t('export.request')}
            </button>
          </div>
        )}
        {error && (
          <div className="mt-3">
            <FormAlert>{error}</FormAlert>
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * 'Delete my account': for a host or staff, why not here; while one is pending, its date, what it waits for and
 * Cancel deletion; otherwise the button that opens the dialog saying what is erased and kept.
 */
function DeleteCard({ data }: { data: YourData }) {
  const { t } = useTranslation('yourData');
  const cancel = useCancelDeletion();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const { deletion } = data;

  const cancelIt = () => {
    setResult(null);
    cancel.mutate(undefined, {
      onSuccess: () => setResult({ tone: 'success', message: t('delete.cancelled') }),
      onError: (failure) => setResult({ tone: 'error', message: applyApiError(failure) || t('delete.cancelFailed') }),
    });
  };

  return (
    <div className={card} data-testid="delete-card">
      <h4 className="text-base font-semibold text-slate-900">{t('delete.heading')}</h4>
      {data.closure === 'host' ? (
        <p className="mt-1 text-sm leading-6 text-slate-600">{t('delete.host', { email: SUPPORT_EMAIL })}</p>
      ) : data.closure === 'staff' ? (
        <p className="mt-1 text-sm leading-6 text-slate-600">{t('delete.staff')}</p>
      ) : deletion ? (
        <div className="mt-2 space-y-3">
          <FormAlert tone="info">
            {t('delete.pending', { date: formatDubaiDay(deletion.dueAt) })}
            {deletion.waitingForVouchers > 0 && (
              <span className="mt-1 block">{t('delete.waiting', { count: deletion.waitingForVouchers })}</span>
            )}
          </FormAlert>
          <button
            type="button"
            onClick={cancelIt}
            disabled={cancel.isPending}
            aria-busy={cancel.isPending || undefined}
            className={primaryButton}
          >
            {cancel.isPending ? t('form.wait', { ns: 'common' }) : t('delete.cancel')}
          </button>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm leading-6 text-slate-600">{t('delete.description')}</p>
          <button ref={opener} type="button" onClick={() => setOpen(true)} className={`mt-4 ${dangerButton}`}>
            {t('delete.open')}
          </button>
        </>
      )}
      {result && (
        <div className="mt-3">
          <FormAlert tone={result.tone}>{result.message}</FormAlert>
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <DeleteAccountDialog data={data} onClose={() => setOpen(false)} returnFocusTo={opener} />
        </Suspense>
      )}
    </div>
  );
}

/** Security and Privacy's 'Your data': the customer's rights of access, portability and erasure. */
export function YourDataSection() {
  const { t } = useTranslation('yourData');
  const query = useYourData();
  return (
    <section
      aria-labelledby="your-data-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h3 id="your-data-heading" className="text-lg font-bold text-slate-900">
        {t('heading')}
      </h3>
      <p className="mt-1 max-w-3xl text-sm leading-6 text-slate-600">{t('intro')}</p>
      {query.isPending ? (
        <div aria-busy="true" className="mt-5 space-y-4">
          <div className="h-32 animate-pulse rounded-xl bg-slate-100" />
          <div className="h-32 animate-pulse rounded-xl bg-slate-100" />
        </div>
      ) : query.isError ? (
        <div className="mt-5">
          <LoadError title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
        </div>
      ) : (
        <div className="mt-5 space-y-4">
          {query.data.deletionCancelledAt && (
            <FormAlert tone="info">
              {t('cancelledNotice', { date: formatDubaiDay(query.data.deletionCancelledAt) })}
            </FormAlert>
          )}
          <ExportCard data={query.data} />
          <DeleteCard data={query.data} />
        </div>
      )}
    </section>
  );
}
