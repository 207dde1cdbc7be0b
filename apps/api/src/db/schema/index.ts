export * from './catalog.ts';
export * from './customers.ts';
