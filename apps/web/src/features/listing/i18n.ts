import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/listing.json';

// The 'listing' namespace loads with this feature's code rather than with every first page (lib/i18n.ts).
addNamespace('listing', strings, () => import('../../locales/ar/listing.json'));
