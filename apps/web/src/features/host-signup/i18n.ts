import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/hostSignup.json';

// The 'hostSignup' namespace loads with the sign-up page's code, not with every first page (lib/i18n.ts).
addNamespace('hostSignup', strings, () => import('../../locales/ar/hostSignup.json'));
