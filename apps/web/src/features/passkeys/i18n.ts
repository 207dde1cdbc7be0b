import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/passkeys.json';

// The 'passkeys' namespace loads with the passkey button and settings rather than with every first page (lib/i18n.ts).
addNamespace('passkeys', strings, () => import('../../locales/ar/passkeys.json'));
