import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostBookedItem } from '@weekends/shared';
import { DialogCancel, DialogFrame } from '../../../../components/DialogFrame.tsx';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { TextField } from '../../../../components/form/TextField.tsx';
import { useVerifyVoucher } from '../api.ts';
import { useCameraScanner } from './useCameraScanner.ts';
import { verifyErrorMessage } from './verifyError.ts';

type Outcome =
  { kind: 'checking'; code: string } | { kind: 'verified'; item: HostBookedItem } | { kind: 'failed'; message: string };

function OutcomeText({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('vendor');
  if (outcome.kind === 'checking')
    return <p className="text-sm text-slate-700">{t('sales.bookings.scanner.checking', { code: outcome.code })}</p>;
  if (outcome.kind === 'failed') return <p className="text-sm font-semibold text-red-800">{outcome.message}</p>;
  const { item } = outcome;
  return (
    <div className="text-sm text-emerald-900">
      <p className="font-semibold">{t('sales.bookings.scanner.verified', { title: item.title })}</p>
      <p className="mt-0.5">{t('sales.bookings.scanner.customer', { name: item.customerName })}</p>
      {item.priceOptionDescription && (
        <p className="mt-0.5">
          {t('sales.bookings.scanner.option', { option: item.priceOptionDescription, quantity: item.quantity })}
        </p>
      )}
    </div>
  );
}

/** Scan next voucher, and Try again after the camera did not start. */
const secondaryButton =
  'mt-3 inline-flex min-h-10 items-center rounded-full border border-brand-700 bg-white px-5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

const outcomeTone = {
  checking: 'border-slate-200 bg-slate-50',
  verified: 'border-emerald-200 bg-emerald-50',
  failed: 'border-red-200 bg-red-50',
} as const;

/**
 * 'Scan voucher': the camera reads the QR code on the customer's voucher (the bare code) and verifies it at once.
 * One code at a time: after a result the host presses 'Scan next voucher', so a code still in view is not sent again.
 * Without a camera (refused, missing, or an insecure page) the host types the code instead; closing stops the camera.
 */
export default function ScannerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('vendor');
  const verify = useVerifyVoucher();
  const video = useRef<HTMLVideoElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [typed, setTyped] = useState('');
  // Reads arrive several times a second; only the first while nothing is being shown counts.
  const busy = useRef(false);

  const check = (raw: string) => {
    const code = raw.trim().toUpperCase();
    if (busy.current || !code) return;
    busy.current = true;
    setOutcome({ kind: 'checking', code });
    verify.mutate(
      { code },
      {
        onSuccess: ({ item }) => setOutcome({ kind: 'verified', item }),
        onError: (error) => setOutcome({ kind: 'failed', message: verifyErrorMessage(error) }),
      },
    );
  };
  const { camera, retry } = useCameraScanner(video, check);

  const next = () => {
    busy.current = false;
    setOutcome(null);
  };
  const onType = (event: FormEvent) => {
    event.preventDefault();
    busy.current = false;
    check(typed);
  };

  const noCamera = camera === 'denied' || camera === 'unavailable' || camera === 'failed';
  return (
    <DialogFrame
      title={t('sales.bookings.scanner.title')}
      description={t('sales.bookings.scanner.description')}
      onClose={onClose}
      width="max-w-lg"
      initialFocus="dialog"
    >
      <div className="mt-5">
        {noCamera ? (
          <>
            <FormAlert tone="info">{t(`sales.bookings.scanner.${camera}`)}</FormAlert>
            {camera === 'failed' && (
              <button type="button" onClick={retry} className={secondaryButton}>
                {t('loadError.retry', { ns: 'common' })}
              </button>
            )}
          </>
        ) : (
          <div className="relative overflow-hidden rounded-xl bg-slate-900">
            <video
              ref={video}
              aria-label={t('sales.bookings.scanner.video')}
              muted
              playsInline
              autoPlay
              className="aspect-[4/3] w-full object-cover"
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-[18%] rounded-2xl border-2 border-white/80"
            />
            {camera === 'starting' && (
              <p className="absolute inset-x-0 bottom-0 bg-slate-900/70 px-3 py-2 text-center text-sm text-white">
                {t('sales.bookings.scanner.starting')}
              </p>
            )}
            {camera === 'scanning' && !outcome && (
              <p className="absolute inset-x-0 bottom-0 bg-slate-900/70 px-3 py-2 text-center text-sm text-white">
                {t('sales.bookings.scanner.scanning')}
              </p>
            )}
          </div>
        )}

        <div
          role="status"
          aria-label={t('sales.bookings.scanner.result')}
          className={outcome ? `mt-4 rounded-lg border px-4 py-3 ${outcomeTone[outcome.kind]}` : ''}
        >
          {outcome && <OutcomeText outcome={outcome} />}
        </div>
        {outcome && outcome.kind !== 'checking' && !noCamera && (
          <button type="button" onClick={next} className={secondaryButton}>
            {t('sales.bookings.scanner.next')}
          </button>
        )}

        <form
          onSubmit={onType}
          noValidate
          className="mt-5 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-end"
        >
          <TextField
            label={t('sales.bookings.scanner.typed')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            required
            className="flex-1 [&_input]:font-mono [&_input]:tracking-widest [&_input]:uppercase"
          />
          <SubmitButton pending={verify.isPending} disabled={typed.trim() === ''} className="sm:w-auto">
            {t('sales.bookings.scanner.typedSubmit')}
          </SubmitButton>
        </form>
        <div className="mt-5 flex justify-end">
          <DialogCancel>{t('sales.bookings.scanner.done')}</DialogCancel>
        </div>
      </div>
    </DialogFrame>
  );
}
