import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/newsletter.json';

// The newsletter's words load with its form (the home block, the pop-up, the blog box) and the /unsubscribe page.
addNamespace('newsletter', strings, () => import('../../locales/ar/newsletter.json'));
