import { useTranslation } from 'react-i18next';
import type { SandboxSession } from '@weekends/shared/checkout';
import { formatAed } from '../../../lib/format/index.ts';

/** Who is paid, for which order, how much (large) and what for: the top of the payment card. */
export function SessionSummary({ session }: { session: SandboxSession }) {
  const { t } = useTranslation('payment');
  return (
    <div className="border-b border-slate-100 pb-5">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span className="text-slate-500">{t('merchant')}</span>
        <span className="font-semibold text-slate-900">{session.merchant}</span>
      </div>
      <p className="mt-1 text-end text-xs text-slate-500">{t('order', { number: session.orderNumber })}</p>
      <p className="mt-4 text-sm text-slate-500">{t('amount')}</p>
      <p className="text-4xl font-extrabold tracking-tight text-slate-900 tabular-nums" data-testid="amount">
        {formatAed(session.amount)}
      </p>
      {/* The merchant's description, in the language the order was made in (an English order paid on an Arabic
          page reads left to right). */}
      <p dir="auto" className="mt-2 text-sm leading-6 text-slate-600">
        {session.description}
      </p>
    </div>
  );
}
