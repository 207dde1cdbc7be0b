import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/footer.json';

// The footer's words come with its code, as the visitor scrolls near it, rather than with every first page.
addNamespace('footer', strings, () => import('../../locales/ar/footer.json'));
