import { useTranslation } from 'react-i18next';
import { useTestMode } from '../lib/testMode.ts';

/**
 * 'TEST' beside a voucher while payments are a test (the sandbox gateway), so nobody shows a test voucher as a real
 * one; nothing with a real gateway. Red on white, and black on white in print (the voucher prints in black).
 */
export function TestModeBadge() {
  const { t } = useTranslation('common');
  if (!useTestMode()) return null;
  return (
    <span
      data-test-mode-badge
      className="inline-flex items-center rounded-md border-2 border-red-700 bg-white px-2 py-0.5 text-xs font-extrabold tracking-widest text-red-800"
    >
      <span>{t('testMode.badge')}</span>
      <span className="sr-only">{t('testMode.badgeMeaning')}</span>
    </span>
  );
}
