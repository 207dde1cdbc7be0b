import { useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuthenticatorEnrolment } from '@weekends/shared';
import { safeReturnTo } from '@weekends/shared/return-to';
import { api } from '../../../lib/api.ts';
import { formatDubaiDay } from '../../../lib/format/index.ts';
import { withReverify } from '../../../lib/reverify.ts';
import { securityOverviewQuery } from '../../../lib/security.ts';
import { currentUserQuery } from '../../../lib/session.ts';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog.tsx';
import { FactorCodeForm } from '../../../components/factors/FactorCodeForm.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import '../../../components/factors/i18n.ts';

const RECOVERY_FILE_NAME = 'weekends-recovery-codes.txt';

const buttonClass =
  'inline-flex h-11 items-center justify-center rounded-full px-5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-70';
const primary = `${buttonClass} bg-brand-700 text-white shadow-sm hover:bg-brand-800`;
const secondary = `${buttonClass} border border-slate-300 text-slate-800 hover:border-brand-700 hover:text-brand-800`;

/**
 * Security and Privacy → Authenticator app: set it up (a QR code and the key to type, then a first code), the ten
 * recovery codes shown once, how many are left, new codes, and turning it off. The back office sends staff without a
 * second factor here with `returnTo`, and offers the way back once it is on.
 */
export function AuthenticatorSection() {
  const { t } = useTranslation('factors');
  const queryClient = useQueryClient();
  const overview = useQuery(securityOverviewQuery);
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [enrolment, setEnrolment] = useState<AuthenticatorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirmOff, setConfirmOff] = useState(false);
  const turnOffButton = useRef<HTMLButtonElement>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: securityOverviewQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
    ]);

  const start = useMutation({
    mutationFn: () => api.post('/api/account/authenticator'),
    onMutate: () => setNotice(null),
    onSuccess: setEnrolment,
    onError: (error) => setNotice({ tone: 'error', text: applyApiError(error) }),
  });
  const turnOff = useMutation({
    mutationFn: () => withReverify(() => api.delete('/api/account/authenticator')),
    onSuccess: async () => {
      setConfirmOff(false);
      setCodes(null);
      setNotice({ tone: 'success', text: t('authenticator.turnedOff') });
      await refresh();
    },
  });
  const regenerate = useMutation({
    mutationFn: () => withReverify(() => api.post('/api/account/recovery-codes')),
    onMutate: () => setNotice(null),
    onSuccess: async ({ recoveryCodes }) => {
      setCodes(recoveryCodes);
      await refresh();
    },
    onError: (error) => setNotice({ tone: 'error', text: applyApiError(error) }),
  });

  if (overview.isPending)
    return (
      <SectionFrame>
        <div className="h-20 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />
      </SectionFrame>
    );
  if (overview.isError)
    return (
      <SectionFrame>
        <FormAlert>{t('authenticator.loadFailed')}</FormAlert>
        <button type="button" className={`${secondary} mt-3`} onClick={() => void overview.refetch()}>
          {t('authenticator.retry')}
        </button>
      </SectionFrame>
    );

  const { authenticator, recoveryCodesLeft, required, passkeys } = overview.data;
  const hasFactor = authenticator.enabled || passkeys > 0;

  return (
    <SectionFrame
      status={
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${authenticator.enabled ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}
        >
          {authenticator.enabled ? t('authenticator.statusOn') : t('authenticator.statusOff')}
        </span>
      }
    >
      {required && !hasFactor && <FormAlert tone="info">{t('authenticator.required')}</FormAlert>}
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}

      {codes ? (
        <RecoveryCodes codes={codes} onSaved={() => setCodes(null)} />
      ) : enrolment ? (
        <Enrolment
          enrolment={enrolment}
          onCancel={() => setEnrolment(null)}
          onConfirmed={async (recoveryCodes) => {
            setEnrolment(null);
            setCodes(recoveryCodes);
            setNotice({ tone: 'success', text: t('authenticator.turnedOn') });
            await refresh();
          }}
        />
      ) : authenticator.enabled ? (
        <div className="space-y-5">
          {authenticator.confirmedAt && (
            <p className="text-sm text-slate-600">
              {t('authenticator.onSince', { date: formatDubaiDay(authenticator.confirmedAt) })}
            </p>
          )}
          <button ref={turnOffButton} type="button" className={secondary} onClick={() => setConfirmOff(true)}>
            {t('authenticator.turnOff')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={primary}
          disabled={start.isPending}
          aria-busy={start.isPending || undefined}
          onClick={() => start.mutate()}
        >
          {start.isPending ? t('authenticator.starting') : t('authenticator.setUp')}
        </button>
      )}

      {returnTo && hasFactor && !codes && !enrolment && (
        <Link to={returnTo} className={`${primary} mt-4`}>
          {t('authenticator.backToAdmin')}
        </Link>
      )}

      {hasFactor && !codes && !enrolment && (
        <div className="mt-6 border-t border-slate-200 pt-5">
          <h4 className="text-base font-semibold text-slate-900">{t('recovery.heading')}</h4>
          <p className="mt-1 text-sm leading-6 text-slate-600">{t('recovery.intro')}</p>
          <p className="mt-2 text-sm font-medium text-slate-800">{t('recovery.left', { count: recoveryCodesLeft })}</p>
          <button
            type="button"
            className={`${secondary} mt-3`}
            disabled={regenerate.isPending}
            aria-busy={regenerate.isPending || undefined}
            onClick={() => regenerate.mutate()}
          >
            {t('recovery.regenerate')}
          </button>
          <p className="mt-1.5 text-xs text-slate-500">{t('recovery.regenerateNote')}</p>
        </div>
      )}

      {confirmOff && (
        <ConfirmDeleteDialog
          title={t('authenticator.turnOffTitle')}
          description={t('authenticator.turnOffDescription')}
          cancelLabel={t('authenticator.cancel')}
          confirmLabel={t('authenticator.turnOff')}
          pending={turnOff.isPending}
          error={turnOff.isError ? applyApiError(turnOff.error) : ''}
          onConfirm={() => turnOff.mutate()}
          onClose={() => {
            setConfirmOff(false);
            turnOff.reset();
          }}
          returnFocusTo={turnOffButton}
        />
      )}
    </SectionFrame>
  );
}

function SectionFrame({ status, children }: { status?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('factors');
  return (
    <section
      aria-labelledby="authenticator-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="authenticator-heading" className="text-lg font-bold text-slate-900">
          {t('authenticator.heading')}
        </h3>
        {status}
      </div>
      <p className="mt-1 mb-4 text-sm leading-6 text-slate-600">{t('authenticator.intro')}</p>
      <div className="space-y-4">{children}</div>
    </section>
  );
}

function Enrolment({
  enrolment,
  onCancel,
  onConfirmed,
}: {
  enrolment: AuthenticatorEnrolment;
  onCancel: () => void;
  onConfirmed: (recoveryCodes: string[] | null) => Promise<void>;
}) {
  const { t } = useTranslation('factors');
  return (
    <div className="space-y-5">
      <div className="space-y-3">
        <p className="text-sm font-medium text-slate-800">{t('authenticator.scan')}</p>
        <div
          role="img"
          aria-label={t('authenticator.qrLabel')}
          className="size-48 rounded-lg border border-slate-200 bg-white p-2 [&>svg]:size-full"
          // The server's own QR code of the otpauth:// address (qrcode's SVG: paths only, no script).
          dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
        />
        <p className="text-sm text-slate-700">{t('authenticator.typeKey')}</p>
        <code
          translate="no"
          dir="ltr"
          className="block w-fit rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider break-all text-slate-900 select-all"
        >
          {enrolment.key}
        </code>
      </div>
      <div className="max-w-sm space-y-3">
        <p className="text-sm font-medium text-slate-800">{t('authenticator.enterCode')}</p>
        <FactorCodeForm
          methods={['authenticator']}
          submitLabel={t('authenticator.confirm')}
          secondary={
            <button type="button" className={secondary} onClick={onCancel}>
              {t('authenticator.cancel')}
            </button>
          }
          onSubmit={async (answer) => {
            if (answer.method !== 'authenticator') return;
            const { recoveryCodes } = await api.post('/api/account/authenticator/confirm', {
              body: { code: answer.code },
            });
            await onConfirmed(recoveryCodes);
          }}
        />
      </div>
    </div>
  );
}

function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useTranslation('factors');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = `${t('recovery.fileTitle')}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: RECOVERY_FILE_NAME });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="space-y-4">
      <h4 className="text-base font-semibold text-slate-900">{t('recovery.heading')}</h4>
      <FormAlert tone="info">{t('recovery.saveNow')}</FormAlert>
      <ol
        translate="no"
        dir="ltr"
        aria-label={t('recovery.heading')}
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-lg bg-slate-50 p-4 font-mono text-sm tracking-wider text-slate-900 sm:w-fit"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondary} onClick={() => void copy()}>
          {copied === 'yes' ? t('recovery.copied') : t('recovery.copy')}
        </button>
        <button type="button" className={secondary} onClick={download}>
          {t('recovery.download')}
        </button>
        <button type="button" className={primary} onClick={onSaved}>
          {t('recovery.saved')}
        </button>
      </div>
      {copied === 'failed' && <FormAlert>{t('recovery.copyFailed')}</FormAlert>}
      <span role="status" className="sr-only">
        {copied === 'yes' ? t('recovery.copied') : ''}
      </span>
    </div>
  );
}
