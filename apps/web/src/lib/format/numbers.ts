import { cached, type InLanguage } from './language.ts';

const counts = cached((locale) => new Intl.NumberFormat(locale));
const compacts = cached((locale) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }));
const tenths = cached((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));

/** A count with its thousands grouped: '12,345'. */
export const formatCount = (value: number, { language }: InLanguage = {}) => counts(language).format(value);

/** A chart's axis figure: '1.2K', '3M'. */
export const formatCompact = (value: number, { language }: InLanguage = {}) => compacts(language).format(value);

/** A figure to one decimal at most: '2.5', '3'. */
export const formatTenths = (value: number, { language }: InLanguage = {}) => tenths(language).format(value);
