import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/terms.json';

// The Terms & Conditions text is long, so it loads only with the terms page.
addNamespace('terms', strings, () => import('../../locales/ar/terms.json'));
