import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/checkout.json';

// The 'checkout' namespace loads with the checkout's code rather than with every first page (lib/i18n.ts).
addNamespace('checkout', strings, () => import('../../locales/ar/checkout.json'));
