import './i18n.ts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '@weekends/shared/cart';
import { formatCalendarDay } from '../../lib/format/index.ts';

/** The pieces every cart item shows, in the header's cart and at checkout: photo, title, day and chosen options. */

const IMAGE_SIZES = { sm: 'h-16 w-16', lg: 'h-20 w-20 sm:h-24 sm:w-32' } as const;

export function CartItemImage({ item, size = 'sm' }: { item: CartItem; size?: keyof typeof IMAGE_SIZES }) {
  const { t } = useTranslation('cart');
  return item.activity.image ? (
    <img
      src={item.activity.image}
      alt={t('item.image', { title: item.activity.title })}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-xl bg-slate-100 object-cover ${IMAGE_SIZES[size]}`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`shrink-0 rounded-xl bg-gradient-to-br from-brand-50 to-brand-100 ${IMAGE_SIZES[size]}`}
    />
  );
}

/** The title, linking to the activity's page; `onNavigate` closes the menu it is in. */
export function CartItemTitle({
  item,
  onNavigate,
  className = '',
}: {
  item: CartItem;
  onNavigate?: () => void;
  className?: string;
}) {
  return (
    <Link
      to={`/activity/${item.activity.slug}`}
      onClick={onNavigate}
      className={`rounded font-semibold text-slate-900 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      {item.activity.title}
    </Link>
  );
}

/** The chosen day ('Fri, 15 Jan 2027'), or how long an undated voucher stays valid. */
export function CartItemWhen({ item }: { item: CartItem }) {
  const { t } = useTranslation('cart');
  if (item.date) return <time dateTime={item.date}>{formatCalendarDay(item.date)}</time>;
  if (item.activity.validityPeriod) return <span>{t('item.validFor', { count: item.activity.validityPeriod })}</span>;
  return <span>{t('item.noDate')}</span>;
}

/** The price options chosen, 'Adult × 2', one a line. */
export function CartItemOptions({ item, className = '' }: { item: CartItem; className?: string }) {
  const { t } = useTranslation('cart');
  return (
    <ul className={className}>
      {item.lines
        .filter((line) => line.quantity > 0)
        .map((line) => (
          <li key={line.priceOptionId}>
            {t('item.option', { description: line.description, quantity: line.quantity })}
          </li>
        ))}
    </ul>
  );
}
