import { Suspense, useId, useRef, useState } from 'react';
import { lazy } from '../../../../lib/lazy.ts';
import { useTranslation } from 'react-i18next';
import type { VoucherDetail } from '@weekends/shared';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { ICON_PATHS } from '../icons.ts';
import { formatMoment } from './formatMoment.ts';

// The pop-ups are only needed once a button is pressed; the change-date one brings the calendar with it.
const CancelVoucherDialog = lazy(() => import('./CancelVoucherDialog.tsx'));
const MoveVoucherDialog = lazy(() => import('./MoveVoucherDialog.tsx'));
const GiftVoucherDialog = lazy(() => import('./GiftVoucherDialog.tsx'));

type Action = 'cancel' | 'move' | 'gift';

interface RowProps {
  icon: string;
  label: string;
  /** Until when it is open, or why it is closed. */
  note: string;
  allowed: boolean;
  danger?: boolean;
  onOpen: () => void;
}

/** One thing the customer can do: the button, and beside it until when (or why not, the button then disabled). */
function ActionRow({ icon, label, note, allowed, danger = false, onOpen }: RowProps) {
  const noteId = useId();
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-5">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span
          aria-hidden="true"
          className={`mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${allowed ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-400'}`}
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={icon} />
          </svg>
        </span>
        <p id={noteId} className={`pt-1.5 text-sm leading-6 ${allowed ? 'text-slate-700' : 'text-slate-500'}`}>
          {note}
        </p>
      </div>
      <button
        type="button"
        onClick={onOpen}
        disabled={!allowed}
        aria-describedby={noteId}
        className={`inline-flex min-h-11 shrink-0 items-center justify-center rounded-full border bg-white px-5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-400 sm:w-44 ${
          danger
            ? 'border-red-200 text-red-700 hover:border-red-700 hover:bg-red-50'
            : 'border-slate-300 text-slate-800 hover:border-brand-700 hover:text-brand-800'
        }`}
      >
        {label}
      </button>
    </li>
  );
}

/**
 * 'After your purchase' on the voucher page: cancel for a refund, change the date (dated vouchers only) and give it
 * as a gift. A closed window keeps its button, disabled, with the server's reason beside it, so the customer learns
 * the rule rather than wondering where the button went. The windows themselves are the server's (actions).
 */
export function VoucherAftersale({ voucher }: { voucher: VoucherDetail }) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState<Action | null>(null);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLDivElement>(null);
  const { cancel, move, gift } = voucher.actions;

  const note = (
    window: { allowed: boolean; until: string | null; reason: string | null },
    untilKey: string,
    openKey: string,
  ) => {
    if (!window.allowed) return window.reason ?? '';
    return window.until ? t(untilKey, { time: formatMoment(window.until) }) : t(openKey);
  };
  const start = (action: Action) => {
    setNotice('');
    setOpen(action);
  };
  const done = (message: string) => {
    setNotice(message);
    setOpen(null);
  };
  const close = () => setOpen(null);
  // After a change, focus lands on the notice saying what happened (the Cancel button may have just turned disabled);
  // closed without one (the notice is cleared on opening), it goes back to the button.
  const returnFocusTo = noticeRef;

  return (
    <section
      data-print-hide
      aria-labelledby="aftersale-heading"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id="aftersale-heading" className="text-lg font-bold text-slate-900">
        {t('aftersale.heading')}
      </h2>
      {(cancel.allowed || move.allowed || gift.allowed) && (
        <p className="mt-1 text-sm text-slate-600">{t('aftersale.intro')}</p>
      )}
      {notice && (
        <div ref={noticeRef} tabIndex={-1} className="mt-4 focus:outline-none">
          <FormAlert tone="success">{notice}</FormAlert>
        </div>
      )}
      <ul className="mt-5 divide-y divide-slate-100">
        <ActionRow
          icon={ICON_PATHS.cancel}
          label={t('aftersale.cancel.button')}
          note={note(cancel, 'aftersale.cancel.until', 'aftersale.cancel.open')}
          allowed={cancel.allowed}
          danger
          onOpen={() => start('cancel')}
        />
        {voucher.date && (
          <ActionRow
            icon={ICON_PATHS.calendar}
            label={t('aftersale.move.button')}
            note={note(move, 'aftersale.move.until', 'aftersale.move.until')}
            allowed={move.allowed}
            onOpen={() => start('move')}
          />
        )}
        <ActionRow
          icon={ICON_PATHS.gift}
          label={t('aftersale.gift.button')}
          note={note(gift, 'aftersale.gift.open', 'aftersale.gift.open')}
          allowed={gift.allowed}
          onOpen={() => start('gift')}
        />
      </ul>
      <Suspense fallback={null}>
        {open === 'cancel' && (
          <CancelVoucherDialog voucher={voucher} onDone={done} onClose={close} returnFocusTo={returnFocusTo} />
        )}
        {open === 'move' && (
          <MoveVoucherDialog voucher={voucher} onDone={done} onClose={close} returnFocusTo={returnFocusTo} />
        )}
        {open === 'gift' && <GiftVoucherDialog voucher={voucher} onClose={close} />}
      </Suspense>
    </section>
  );
}
