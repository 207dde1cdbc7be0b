import '../pass/i18n.ts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CartItem, CartPass } from '@weekends/shared/cart';
import { formatAed } from '../../lib/format/index.ts';
import { CartItemOptions, CartItemWhen } from './CartItemDetails.tsx';

const button =
  'inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

interface Props {
  pass: CartPass;
  items: CartItem[];
  /** The header's menu is compact; the checkout shows more room. */
  size: 'sm' | 'lg';
  onEdit: () => void;
  onRemove: () => void;
  /** Closes the menu the link is in. */
  onNavigate?: () => void;
}

/**
 * A weekend pass in the cart, once: its name (to its page; the customer's own pass has none), its total with the
 * cart total struck through and the percent saved, each experience with its day and quantities, then Edit and
 * Delete for the whole pass.
 */
export function PassCartEntry({ pass, items, size, onEdit, onRemove, onNavigate }: Props) {
  const { t } = useTranslation('pass');
  const image = pass.image ?? items[0]?.activity.image ?? null;
  const imageClass = size === 'sm' ? 'h-16 w-16' : 'h-20 w-20 sm:h-24 sm:w-32';
  const nameClass = `font-semibold text-slate-900 ${size === 'sm' ? 'text-sm' : 'text-base'} leading-snug`;

  return (
    <div className="flex gap-3 sm:gap-4" data-testid={`cart-pass-${pass.ref}`}>
      {image ? (
        <img
          src={image}
          alt={t('cart.image', { name: pass.name })}
          loading="lazy"
          decoding="async"
          className={`shrink-0 rounded-xl bg-slate-100 object-cover ${imageClass}`}
        />
      ) : (
        <span
          aria-hidden="true"
          className={`shrink-0 rounded-xl bg-gradient-to-br from-brand-50 to-brand-100 ${imageClass}`}
        />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <div className="min-w-0">
            <span className="inline-block rounded-full bg-brand-50 px-2 py-0.5 text-[0.6875rem] font-bold tracking-wide text-brand-800 uppercase">
              {t('cart.badge')}
            </span>
            <p className="mt-1">
              {pass.slug ? (
                <Link
                  to={`/weekend-detail/${pass.slug}`}
                  onClick={onNavigate}
                  className={`rounded hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${nameClass}`}
                >
                  {pass.name}
                </Link>
              ) : (
                <span className={nameClass}>{pass.name}</span>
              )}
            </p>
          </div>
          <p className="text-end tabular-nums">
            <span className="sr-only">{t('cart.total')}: </span>
            <span className={`font-bold text-slate-900 ${size === 'sm' ? 'text-sm' : 'text-base'}`}>
              {formatAed(pass.total)}
            </span>
            {pass.cartTotal > pass.total && (
              <>
                <s
                  className="ms-1.5 text-xs text-slate-500"
                  aria-label={t('cart.was', { price: formatAed(pass.cartTotal) })}
                >
                  {formatAed(pass.cartTotal)}
                </s>
                <span className="block text-xs font-semibold text-emerald-700">
                  {t('cart.discount', { percent: pass.discountPercent })}
                </span>
              </>
            )}
          </p>
        </div>
        <ul
          aria-label={t('cart.experiences', { name: pass.name })}
          className="mt-2 space-y-2 border-s-2 border-brand-100 ps-3"
        >
          {items.map((item) => (
            <li key={item.id} className={size === 'sm' ? 'text-xs' : 'text-sm'}>
              <p className="font-medium text-slate-800">{item.activity.title}</p>
              <p className="text-slate-500">
                <CartItemWhen item={item} />
              </p>
              <CartItemOptions item={item} className="text-slate-600" />
              {item.problemMessage && <p className="mt-0.5 font-medium text-red-700">{item.problemMessage}</p>}
            </li>
          ))}
        </ul>
        <div className="mt-1.5 -ms-3 flex items-center gap-1">
          <button
            type="button"
            onClick={onEdit}
            aria-label={t('cart.editLabel', { name: pass.name })}
            aria-haspopup="dialog"
            className={`${button} text-brand-800 hover:bg-brand-50`}
          >
            {t('cart.edit')}
          </button>
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('cart.removeLabel', { name: pass.name })}
            aria-haspopup="dialog"
            className={`${button} text-red-700 hover:bg-red-50`}
          >
            {t('cart.remove')}
          </button>
        </div>
      </div>
    </div>
  );
}
