import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../features/login-dialog/LoginPrompt.tsx';
import { useCart } from '../../lib/cart.ts';
import { lazyWithPreload } from '../../lib/lazyWithPreload.ts';
import { useSession } from '../../lib/session.ts';
import { CartGlyph, cartButtonClass } from './CartGlyph.tsx';

// The dropdown (Radix Popover, the items and their pop-ups) is only needed by someone signed in, so a visitor's
// first page never downloads it.
const CartMenu = lazyWithPreload(() => import('./CartMenu.tsx').then((m) => m.CartMenu));

/**
 * The header's cart: its icon shows the count for customers and guests and opens the cart's dropdown. A visitor has
 * no cart; the icon asks them to log in first (the login pop-up). The button keeps its place while the session loads.
 */
export function CartButton() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const cart = useCart();
  const [loginOpen, setLoginOpen] = useState(false);
  const count = cart.data?.count ?? 0;

  if (session.status === 'loading') return <span className="block h-11 w-11" aria-hidden="true" />;
  if (session.status === 'visitor') {
    return (
      <>
        <button type="button" aria-haspopup="dialog" onClick={() => setLoginOpen(true)} className={cartButtonClass}>
          <CartGlyph count={0} />
        </button>
        <LoginPrompt open={loginOpen} onOpenChange={setLoginOpen} reason={t('cart.loginReason')} />
      </>
    );
  }
  return (
    <Suspense
      fallback={
        <span className={cartButtonClass} aria-hidden="true">
          <CartGlyph count={count} />
        </span>
      }
    >
      <CartMenu />
    </Suspense>
  );
}
