import { addNamespace } from '../../../lib/i18n.ts';
import strings from '../../../locales/en/yourData.json';

// The 'yourData' namespace loads with the Security and Privacy tab's code (lib/i18n.ts).
addNamespace('yourData', strings, () => import('../../../locales/ar/yourData.json'));
