export * from './catalog.ts';
export * from './customers.ts';
export * from './outbox.ts';
