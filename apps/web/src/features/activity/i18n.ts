import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/activity.json';

// The 'activity' namespace loads with this feature's code rather than with every first page (lib/i18n.ts).
addNamespace('activity', strings, () => import('../../locales/ar/activity.json'));
