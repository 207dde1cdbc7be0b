import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/homePlanner.json';

// The planner block's and the planner pop-up's words come with their code (the block as the visitor scrolls near it,
// the pop-up when it opens) rather than with the home page's first screen.
addNamespace('homePlanner', strings, () => import('../../locales/ar/homePlanner.json'));
