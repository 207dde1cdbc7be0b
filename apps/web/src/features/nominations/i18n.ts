import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/nominations.json';

// The 'nominations' namespace (Return Gift Weekend and Sports weekend) loads with these pages' code (lib/i18n.ts).
addNamespace('nominations', strings, () => import('../../locales/ar/nominations.json'));
