import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/home.json';

// The 'home' namespace loads with this feature's code rather than with every first page (lib/i18n.ts).
addNamespace('home', strings, () => import('../../locales/ar/home.json'));
