import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/careers.json';

// The 'careers' namespace loads with the careers pages' code (lib/i18n.ts).
addNamespace('careers', strings, () => import('../../locales/ar/careers.json'));
