/** The picture themes the image generator can draw. */
export const THEMES = [
  'desert',
  'camp',
  'sea',
  'dhow',
  'underwater',
  'mangrove',
  'mountains',
  'balloon',
  'skyline',
  'spa',
  'food',
  'art',
  'heritage',
  'family',
  'online',
] as const;

export type Theme = (typeof THEMES)[number];
