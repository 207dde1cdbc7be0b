import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/admin.json';

// The 'admin' namespace loads with the back office's code: visitors never download it.
addNamespace('admin', strings, () => import('../../locales/ar/admin.json'));
