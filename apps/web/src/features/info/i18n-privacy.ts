import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/privacy.json';

// The privacy policy's text loads only with the privacy page.
addNamespace('privacy', strings, () => import('../../locales/ar/privacy.json'));
