import { addNamespace } from '../../../../lib/i18n.ts';
import strings from '../../../../locales/en/interest.json';

// The Submit Interest pop-up's words load with the pop-up, not with the activity page.
addNamespace('interest', strings, () => import('../../../../locales/ar/interest.json'));
