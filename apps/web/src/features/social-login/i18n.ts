import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/social.json';

// The 'social' namespace loads with the social-login components rather than with every first page (lib/i18n.ts).
addNamespace('social', strings, () => import('../../locales/ar/social.json'));
