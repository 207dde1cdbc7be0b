import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/info.json';

// The 'info' namespace (about, FAQ, how it works and the legal pages' labels) loads with these pages' code
// (lib/i18n.ts).
addNamespace('info', strings, () => import('../../locales/ar/info.json'));
