import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/confirmation.json';

// The 'confirmation' namespace (the pop-up and the confirmation page) loads with their code, not with every first page.
addNamespace('confirmation', strings, () => import('../../locales/ar/confirmation.json'));
