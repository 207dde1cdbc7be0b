import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/corporateAdmin.json';

// The 'corporateAdmin' namespace loads with this feature's code rather than with every first page (lib/i18n.ts).
addNamespace('corporateAdmin', strings, () => import('../../locales/ar/corporateAdmin.json'));
