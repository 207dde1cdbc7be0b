import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/cart.json';

// The 'cart' namespace (the header's cart and the cart items' pop-ups) loads with their code, not with every first
// page.
addNamespace('cart', strings, () => import('../../locales/ar/cart.json'));
