import { addNamespace } from '../lib/i18n.ts';
import strings from '../locales/en/card.json';

// The activity card's 'card' namespace loads with the card's code rather than with every first page (lib/i18n.ts).
addNamespace('card', strings, () => import('../locales/ar/card.json'));
