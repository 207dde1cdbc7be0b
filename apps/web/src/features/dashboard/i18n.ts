import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/dashboard.json';

// The 'dashboard' namespace loads with this feature's code rather than with every first page (lib/i18n.ts).
addNamespace('dashboard', strings, () => import('../../locales/ar/dashboard.json'));
