import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/pass.json';

// The 'pass' namespace (a weekend pass's choices and totals, on its page, in the builder and in the cart) loads with
// these parts.
addNamespace('pass', strings, () => import('../../locales/ar/pass.json'));
