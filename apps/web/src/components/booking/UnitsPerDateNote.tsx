import './i18n.ts';
import { useTranslation } from 'react-i18next';

/**
 * 'Up to 10 per date per order' under the booking steppers (per order, for vouchers without a date): one unpaid
 * order must not hold a whole date, so the steppers stop there and the cart refuses more.
 */
export function UnitsPerDateNote({ max, dated, id }: { max: number; dated: boolean; id?: string }) {
  const { t } = useTranslation('booking');
  return (
    <p id={id} className="text-xs text-slate-500">
      {t(dated ? 'unitsPerDate' : 'unitsPerOrder', { count: max })}
    </p>
  );
}
