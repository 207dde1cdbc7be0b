import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/contactFields.json';

// The names, e-mail and phone fields' words come with the forms that ask for them, not with every first page.
addNamespace('contactFields', strings, () => import('../../locales/ar/contactFields.json'));
