import { Trans, useTranslation } from 'react-i18next';
import { SANDBOX_CARDS } from '@weekends/shared/checkout';
import { formatCardNumber } from '../lib/cardFormat.ts';

/**
 * The first thing on the sandbox's payment pages: no real card is charged here, and the card that pays. These pages
 * exist only while the gateway is the sandbox, so the notice needs no mode of its own.
 */
export function TestModeNotice() {
  const { t } = useTranslation('payment');
  return (
    <p
      role="note"
      aria-label={t('testNotice.label')}
      className="mb-5 rounded-xl border border-amber-400 bg-amber-100 px-4 py-3 text-sm leading-6 text-amber-950"
    >
      <strong className="font-bold">{t('testNotice.heading')}</strong>{' '}
      <Trans
        t={t}
        i18nKey="testNotice.body"
        values={{ number: formatCardNumber(SANDBOX_CARDS.pays) }}
        components={{ card: <span dir="ltr" className="font-mono font-semibold whitespace-nowrap" /> }}
      />
    </p>
  );
}
