import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/cartReminders.json';

// The words of the page a cart reminder's 'Turn them off' link opens; they load with it alone.
addNamespace('cartReminders', strings, () => import('../../locales/ar/cartReminders.json'));
