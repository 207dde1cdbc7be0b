import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/passes.json';

// The 'passes' namespace loads with this feature's code rather than with every first page (lib/i18n.ts).
addNamespace('passes', strings, () => import('../../locales/ar/passes.json'));
