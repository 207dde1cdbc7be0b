import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/headerMenus.json';

// The words of the header's menus (the phone's menu and the account menu) come with their code when one opens, rather
// than with every first page; the controls that open them keep theirs in the shell's words.
addNamespace('headerMenus', strings, () => import('../../locales/ar/headerMenus.json'));
