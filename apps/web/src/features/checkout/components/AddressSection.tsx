import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressLine, type Address, type Cart } from '@weekends/shared/cart';
import type { CurrentUser } from '@weekends/shared/accounts';
import { LoadError } from '../../../components/LoadError.tsx';
import { leftToRight } from '../../../lib/format/index.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { useAddresses, useChooseAddress } from '../api.ts';
import { AddressForm } from './AddressForm.tsx';
import { DeleteAddressDialog } from './DeleteAddressDialog.tsx';
import { Card } from './CheckoutShell.tsx';

const ring = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The address for this order: the customer's addresses to choose from (radio buttons), Delete with a
 * confirmation, and Add New Address, which opens the form; a saved address is chosen at once. Needed when an item
 * is delivered to the customer's home (cart.needsAddress); optional otherwise.
 */
export function AddressSection({ cart, user }: { cart: Cart; user: CurrentUser }) {
  const { t } = useTranslation('checkout');
  const addresses = useAddresses();
  const choose = useChooseAddress();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [error, setError] = useState('');

  const pick = (addressId: number) => {
    setError('');
    choose.mutate(addressId, { onError: () => setError(t('address.chooseFailed')) });
  };

  return (
    <Card labelledBy="checkout-address">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="checkout-address" className="text-lg font-bold text-slate-900">
          {t('address.heading')}
        </h2>
        <button
          type="button"
          aria-expanded={adding}
          onClick={() => setAdding((open) => !open)}
          className={`inline-flex min-h-10 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-brand-800 hover:underline ${ring}`}
        >
          <span aria-hidden="true" className="text-lg leading-none">
            +
          </span>
          {t('address.addNew')}
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {cart.needsAddress ? t('address.neededHint') : t('address.optionalHint')}
      </p>

      {addresses.isPending ? (
        <p role="status" className="mt-4 text-sm text-slate-500">
          {t('address.loading')}
        </p>
      ) : addresses.isError ? (
        <div className="mt-4">
          <LoadError title={t('address.loadError')} error={addresses.error} onRetry={() => void addresses.refetch()} />
        </div>
      ) : addresses.data.length === 0 ? (
        !adding && <p className="mt-4 text-sm text-slate-500">{t('address.none')}</p>
      ) : (
        <div
          role="radiogroup"
          aria-labelledby="checkout-address"
          aria-busy={choose.isPending || undefined}
          className="mt-4 grid gap-3 sm:grid-cols-2"
        >
          {addresses.data.map((address) => {
            const chosen = cart.addressId === address.id;
            return (
              <div
                key={address.id}
                className={`flex gap-3 rounded-xl border p-4 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                  chosen ? 'border-brand-600 bg-brand-50/60' : 'border-slate-200 hover:border-slate-300'
                }`}
              >
                <input
                  type="radio"
                  name="checkout-address"
                  id={`address-${address.id}`}
                  checked={chosen}
                  disabled={choose.isPending}
                  onChange={() => pick(address.id)}
                  className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                />
                <label
                  htmlFor={`address-${address.id}`}
                  className="min-w-0 flex-1 cursor-pointer text-sm text-slate-700"
                >
                  <span className="block font-semibold text-slate-900">
                    {address.firstName} {address.lastName}
                  </span>
                  <span className="block">{addressLine(address)}</span>
                  <span className="block text-slate-500">
                    {t('address.phone', { phone: leftToRight(address.phoneNumber) })}
                  </span>
                </label>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  aria-label={t('address.deleteLabel', { line: addressLine(address) })}
                  onClick={() => setDeleting(address)}
                  className={`-me-1.5 -mt-1 inline-flex min-h-8 shrink-0 items-center self-start rounded-full px-2.5 text-xs font-semibold text-red-700 hover:bg-red-50 ${ring}`}
                >
                  {t('address.delete')}
                </button>
              </div>
            );
          })}
        </div>
      )}

      {error && (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      )}

      {adding && (
        <AddressForm
          user={user}
          onCancel={() => setAdding(false)}
          onSaved={(address) => {
            setAdding(false);
            pick(address.id);
          }}
        />
      )}

      {deleting && <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} />}
    </Card>
  );
}
