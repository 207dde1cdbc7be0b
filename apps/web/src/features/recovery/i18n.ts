import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/recovery.json';

// The 'recovery' namespace loads with the recovery page's code rather than with every first page (lib/i18n.ts).
addNamespace('recovery', strings, () => import('../../locales/ar/recovery.json'));
