import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/factors.json';

// The 'factors' namespace (second factors: codes, the second step, 'confirm it is you', the authenticator app) loads
// with the pieces that show them rather than with every first page.
addNamespace('factors', strings, () => import('../../locales/ar/factors.json'));
