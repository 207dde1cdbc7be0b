import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/order.json';

// The 'order' namespace loads with the booking's success page only.
addNamespace('order', strings, () => import('../../locales/ar/order.json'));
