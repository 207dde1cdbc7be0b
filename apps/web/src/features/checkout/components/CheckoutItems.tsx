import '../../cart/i18n.ts';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@weekends/shared/cart';
import { CartItemActions } from '../../cart/CartItemActions.tsx';
import { CartItemImage, CartItemTitle, CartItemWhen } from '../../cart/CartItemDetails.tsx';
import { CartItemDialogs } from '../../cart/CartItemDialogs.tsx';
import { cartEntries } from '../../cart/cartEntries.ts';
import { PassCartEntry } from '../../cart/PassCartEntry.tsx';
import { useCartItemDialogs } from '../../cart/useCartItemDialogs.ts';
import { formatAed } from '../../../lib/format/index.ts';
import { Card } from './CheckoutShell.tsx';

/**
 * The cart's items at checkout: photo, title, day, each chosen option with its quantity and line total, the item's
 * total, Edit and Delete; a weekend pass once, with its experiences under it. An item the server cannot sell as it
 * is (sold out, too few places, a day gone) says why.
 */
export function CheckoutItems({ cart }: { cart: Cart }) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation('cart');
  const dialogs = useCartItemDialogs();
  return (
    <Card labelledBy="checkout-items">
      <h2 id="checkout-items" className="text-lg font-bold text-slate-900">
        {t('items.heading')}
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {cartEntries(cart).map((entry) => {
          if (entry.kind === 'pass') {
            return (
              <li key={entry.pass.ref} className="py-5 last:pb-0">
                <PassCartEntry
                  pass={entry.pass}
                  items={entry.items}
                  size="lg"
                  onEdit={() => dialogs.editPass(entry.pass, entry.items)}
                  onRemove={() => dialogs.removePass(entry.pass, entry.items)}
                />
              </li>
            );
          }
          const { item } = entry;
          return (
            <li key={item.id} className="flex gap-4 py-5 last:pb-0">
              <CartItemImage item={item} size="lg" />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                  <div className="min-w-0">
                    <CartItemTitle item={item} className="text-base leading-snug" />
                    <p className="mt-0.5 text-sm text-slate-600">
                      <CartItemWhen item={item} />
                    </p>
                  </div>
                  <p className="text-base font-bold text-slate-900 tabular-nums">
                    <span className="sr-only">{tc('item.total')}: </span>
                    {formatAed(item.total)}
                  </p>
                </div>
                <ul className="mt-2 space-y-0.5 text-sm text-slate-600">
                  {item.lines
                    .filter((line) => line.quantity > 0)
                    .map((line) => (
                      <li key={line.priceOptionId} className="flex justify-between gap-4">
                        <span>{tc('item.option', { description: line.description, quantity: line.quantity })}</span>
                        <span className="tabular-nums">{formatAed(line.total)}</span>
                      </li>
                    ))}
                </ul>
                {item.discountPercent > 0 && (
                  <p className="mt-1 text-sm font-medium text-emerald-700">
                    {t('items.weekendPassDiscount', { percent: item.discountPercent })}
                  </p>
                )}
                {item.problemMessage && (
                  <p
                    className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
                    data-testid={`problem-${item.id}`}
                  >
                    {item.problemMessage}
                  </p>
                )}
                <div className="mt-2">
                  <CartItemActions
                    item={item}
                    onEdit={() => dialogs.edit(item)}
                    onRemove={() => dialogs.remove(item)}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <CartItemDialogs dialog={dialogs.dialog} onClose={dialogs.close} />
    </Card>
  );
}
