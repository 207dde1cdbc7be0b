import '../../features/cart/i18n.ts';
import * as Popover from '@radix-ui/react-popover';
import { Suspense, useRef, useState, useTransition } from 'react';
import { lazy } from '../../lib/lazy.ts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Cart, CartItem, CartPass } from '@weekends/shared/cart';
import { CartItemActions } from '../../features/cart/CartItemActions.tsx';
import { CartItemImage, CartItemOptions, CartItemTitle, CartItemWhen } from '../../features/cart/CartItemDetails.tsx';
import { cartEntries } from '../../features/cart/cartEntries.ts';
import { PassCartEntry } from '../../features/cart/PassCartEntry.tsx';
import { useCartItemDialogs } from '../../features/cart/useCartItemDialogs.ts';
import { useCart } from '../../lib/cart.ts';
import { formatAed } from '../../lib/format/index.ts';
import { CartGlyph, cartButtonClass } from './CartGlyph.tsx';

// The edit and delete pop-ups (the date picker, the quantities) load when one is first opened.
const CartItemDialogs = lazy(() =>
  import('../../features/cart/CartItemDialogs.tsx').then((m) => ({ default: m.CartItemDialogs })),
);

const ring = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The header's cart dropdown: each item with its photo, title (to the activity), day, options
 * and total, Edit and Delete; 'Your cart is empty!' when it is; the total and Checkout. Loaded with the first signed-in
 * page only (CartButton.tsx). Edit and Delete close the dropdown and open their pop-up; closing that brings focus
 * back to the cart icon.
 */
export function CartMenu() {
  const { t } = useTranslation('cart');
  const cart = useCart();
  const [open, setOpen] = useState(false);
  const [opening, startOpening] = useTransition();
  const trigger = useRef<HTMLButtonElement>(null);
  const dialogs = useCartItemDialogs();
  const close = () => setOpen(false);
  const openDialog = (show: () => void) => {
    close();
    show();
  };

  return (
    <>
      {/* Opening renders the items and places the dropdown (Floating UI measures the page): as a transition, so the
          tap's own frame, the icon already shown as open, is painted at once and the dropdown follows in its own task
          (the first tap's time to the next frame was 250-280 ms at a phone's speed, most of it this render). */}
      <Popover.Root open={open} onOpenChange={(next) => startOpening(() => setOpen(next))}>
        <Popover.Trigger
          ref={trigger}
          className={`${cartButtonClass} data-opening:bg-brand-50 data-opening:text-brand-800`}
          data-opening={opening ? '' : undefined}
        >
          <CartGlyph count={cart.data?.count ?? 0} />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            collisionPadding={12}
            aria-labelledby="cart-menu-heading"
            className="z-50 flex max-h-[min(36rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1.5rem))] flex-col rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-slate-900/10 focus:outline-none"
          >
            <div className="flex items-baseline justify-between gap-3 border-b border-slate-100 px-5 pt-4 pb-3">
              <h2 id="cart-menu-heading" className="text-base font-bold text-slate-900">
                {t('heading')}
              </h2>
            </div>
            <CartMenuBody
              cart={cart.data}
              status={cart.status}
              onRetry={() => void cart.refetch()}
              onNavigate={close}
              onEdit={(item) => openDialog(() => dialogs.edit(item))}
              onRemove={(item) => openDialog(() => dialogs.remove(item))}
              onEditPass={(pass, items) => openDialog(() => dialogs.editPass(pass, items))}
              onRemovePass={(pass, items) => openDialog(() => dialogs.removePass(pass, items))}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {dialogs.dialog && (
        <Suspense fallback={null}>
          <CartItemDialogs dialog={dialogs.dialog} onClose={dialogs.close} returnFocusTo={trigger} />
        </Suspense>
      )}
    </>
  );
}

interface BodyProps {
  cart: Cart | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  onNavigate: () => void;
  onEdit: (item: CartItem) => void;
  onRemove: (item: CartItem) => void;
  onEditPass: (pass: CartPass, items: CartItem[]) => void;
  onRemovePass: (pass: CartPass, items: CartItem[]) => void;
}

function CartMenuBody({ cart, status, onRetry, onNavigate, onEdit, onRemove, onEditPass, onRemovePass }: BodyProps) {
  const { t } = useTranslation('cart');
  if (!cart) {
    if (status === 'error') {
      return (
        <div role="alert" className="px-5 py-6 text-center">
          <p className="text-sm font-semibold text-slate-900">{t('loadError')}</p>
          <button
            type="button"
            onClick={onRetry}
            className={`mt-3 inline-flex min-h-10 items-center rounded-full border border-slate-300 px-5 text-sm font-semibold text-slate-800 hover:border-brand-700 ${ring}`}
          >
            {t('retry')}
          </button>
        </div>
      );
    }
    return (
      <p role="status" className="px-5 py-8 text-center text-sm text-slate-500">
        {t('loading')}
      </p>
    );
  }
  if (cart.items.length === 0) {
    return (
      <div className="px-5 py-8 text-center">
        <p className="text-base font-semibold text-slate-900">{t('empty')}</p>
        <p className="mt-1 text-sm text-slate-500">{t('emptyHint')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto overscroll-contain px-5">
        {cartEntries(cart).map((entry) =>
          entry.kind === 'pass' ? (
            <li key={entry.pass.ref} className="py-4">
              <PassCartEntry
                pass={entry.pass}
                items={entry.items}
                size="sm"
                onNavigate={onNavigate}
                onEdit={() => onEditPass(entry.pass, entry.items)}
                onRemove={() => onRemovePass(entry.pass, entry.items)}
              />
            </li>
          ) : (
            <CartMenuItem
              key={entry.item.id}
              item={entry.item}
              onNavigate={onNavigate}
              onEdit={onEdit}
              onRemove={onRemove}
            />
          ),
        )}
      </ul>
      <div className="border-t border-slate-100 px-5 pt-3 pb-5">
        <p className="flex items-baseline justify-between gap-3 text-sm">
          <span className="font-medium text-slate-600">{t('total')}</span>
          <span className="text-lg font-bold text-slate-900 tabular-nums">{formatAed(cart.quote.total)}</span>
        </p>
        <Link
          to="/checkout"
          onClick={onNavigate}
          className={`mt-3 inline-flex h-11 w-full items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 ${ring}`}
        >
          {t('checkout')}
        </Link>
      </div>
    </>
  );
}

/** An activity in the menu: photo, title, day, options, total, Edit and Delete. */
function CartMenuItem({
  item,
  onNavigate,
  onEdit,
  onRemove,
}: {
  item: CartItem;
  onNavigate: () => void;
  onEdit: (item: CartItem) => void;
  onRemove: (item: CartItem) => void;
}) {
  const { t } = useTranslation('cart');
  return (
    <li className="flex gap-3 py-4">
      <CartItemImage item={item} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <CartItemTitle item={item} onNavigate={onNavigate} className="line-clamp-2 text-sm leading-snug" />
          <span className="shrink-0 text-sm font-bold text-slate-900 tabular-nums">
            <span className="sr-only">{t('item.total')}: </span>
            {formatAed(item.total)}
          </span>
        </div>
        <p className="mt-0.5 text-xs text-slate-500">
          <CartItemWhen item={item} />
        </p>
        <CartItemOptions item={item} className="mt-1 text-xs text-slate-600" />
        {item.problemMessage && <p className="mt-1 text-xs font-medium text-red-700">{item.problemMessage}</p>}
        <div className="mt-1.5">
          <CartItemActions item={item} onEdit={() => onEdit(item)} onRemove={() => onRemove(item)} />
        </div>
      </div>
    </li>
  );
}
