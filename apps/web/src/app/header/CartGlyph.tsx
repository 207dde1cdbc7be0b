import { useTranslation } from 'react-i18next';

export const cartButtonClass =
  'relative inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-800 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800';

/**
 * The cart icon with its count (the units in the cart, cart.count), named by text for screen readers ('Cart, 3 items').
 * The count badge hides at 0.
 */
export function CartGlyph({ count }: { count: number }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <span className="sr-only">{count > 0 ? t('cart.count', { count }) : t('cart.label')}</span>
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M5 8h14l-1.2 11.1a2 2 0 01-2 1.9H8.2a2 2 0 01-2-1.9L5 8z" />
        <path d="M9 10V6.5a3 3 0 016 0V10" />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -end-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-coral-500 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-white tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </>
  );
}
