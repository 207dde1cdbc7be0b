import { addNamespace } from '../../../lib/i18n.ts';
import strings from '../../../locales/en/adminStaff.json';

// The 'adminStaff' namespace (staff, roles, the page a role may not open) loads with the back office's shell.
addNamespace('adminStaff', strings, () => import('../../../locales/ar/adminStaff.json'));
