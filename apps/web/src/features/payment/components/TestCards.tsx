import { Trans, useTranslation } from 'react-i18next';
import { SANDBOX_CARDS } from '@weekends/shared/checkout';
import { formatCardNumber } from '../lib/cardFormat.ts';

const CARDS = [
  { key: 'testCards.pays', number: SANDBOX_CARDS.pays },
  { key: 'testCards.declined', number: SANDBOX_CARDS.declined },
  { key: 'testCards.threeDSecure', number: SANDBOX_CARDS.threeDSecure },
] as const;

/** The note listing the sandbox's test cards (Stripe's), so anyone trying the shop knows what to type. */
export function TestCards() {
  const { t } = useTranslation('payment');
  return (
    <aside
      aria-labelledby="test-cards"
      className="mt-6 rounded-xl border border-dashed border-amber-300 bg-amber-50/70 p-4 text-sm text-slate-700"
    >
      <h2 id="test-cards" className="font-semibold text-amber-900">
        {t('testCards.heading')}
      </h2>
      <p className="mt-1 text-xs leading-5 text-slate-600">{t('testCards.intro')}</p>
      <ul className="mt-2 space-y-1">
        {CARDS.map((card) => (
          <li key={card.key}>
            <Trans
              t={t}
              i18nKey={card.key}
              values={{ number: formatCardNumber(card.number) }}
              components={{
                card: <span dir="ltr" className="font-mono font-semibold whitespace-nowrap text-slate-800" />,
              }}
            />
          </li>
        ))}
      </ul>
    </aside>
  );
}
