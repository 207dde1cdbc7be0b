import './i18n.ts';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '@weekends/shared/cart';

const button =
  'inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** Edit and Delete for one cart item, each named after the item for screen readers; both open a pop-up. */
export function CartItemActions({
  item,
  onEdit,
  onRemove,
}: {
  item: CartItem;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('cart');
  const title = item.activity.title;
  return (
    <div className="-ms-3 flex items-center gap-1">
      <button
        type="button"
        onClick={onEdit}
        aria-label={t('item.editLabel', { title })}
        aria-haspopup="dialog"
        className={`${button} text-brand-800 hover:bg-brand-50`}
      >
        {t('item.edit')}
      </button>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('item.removeLabel', { title })}
        aria-haspopup="dialog"
        className={`${button} text-red-700 hover:bg-red-50`}
      >
        {t('item.remove')}
      </button>
    </div>
  );
}
