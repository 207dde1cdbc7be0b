export * from './constants.ts';
export * from './money.ts';
export * from './pricing.ts';
export * from './geo.ts';
export * from './catalog.ts';
export * from './errors.ts';
export * from './page.ts';
export * from './params.ts';
