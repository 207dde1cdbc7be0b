import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/booking.json';

// The 'booking' namespace (quantities and the date picker of the activity page and the cart) loads with these controls.
addNamespace('booking', strings, () => import('../../locales/ar/booking.json'));
