import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/vendor.json';

// The 'vendor' namespace loads with the host area's code, which visitors never download (lib/i18n.ts).
addNamespace('vendor', strings, () => import('../../locales/ar/vendor.json'));
