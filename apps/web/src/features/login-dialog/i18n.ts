import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/auth.json';

// The 'auth' namespace loads with the sign-in forms (pages and pop-up) rather than with every first page (lib/i18n.ts).
addNamespace('auth', strings, () => import('../../locales/ar/auth.json'));
