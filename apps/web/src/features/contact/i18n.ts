import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/contact.json';

// The 'contact' namespace (contact, corporate and partner contact pages) loads with these pages' code (lib/i18n.ts).
addNamespace('contact', strings, () => import('../../locales/ar/contact.json'));
