import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/blog.json';

// The 'blog' namespace loads with the blog's pages rather than with every first page (lib/i18n.ts).
addNamespace('blog', strings, () => import('../../locales/ar/blog.json'));
