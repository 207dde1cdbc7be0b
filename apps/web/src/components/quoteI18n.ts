import { addNamespace } from '../lib/i18n.ts';
import strings from '../locales/en/quote.json';

// A cart's or an order's figures: their words come with the pages that show them, not with every first page.
addNamespace('quote', strings, () => import('../locales/ar/quote.json'));
