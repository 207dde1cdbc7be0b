import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/homeClosing.json';

// The words of the home page's closing blocks (the newsletter, the testimonials, what is coming), which load as the
// visitor scrolls near them, come with their code rather than with the page's first screen.
addNamespace('homeClosing', strings, () => import('../../locales/ar/homeClosing.json'));
