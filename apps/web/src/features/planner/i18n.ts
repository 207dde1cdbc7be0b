import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/planner.json';

// The 'planner' namespace loads with the planner's code rather than with every first page (lib/i18n.ts).
addNamespace('planner', strings, () => import('../../locales/ar/planner.json'));
