import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/payment.json';

// The 'payment' namespace loads with the sandbox payment pages only.
addNamespace('payment', strings, () => import('../../locales/ar/payment.json'));
