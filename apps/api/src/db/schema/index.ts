export * from './catalog.ts';
export * from './customers.ts';
export * from './outbox.ts';
export * from './bookings.ts';
export * from './engagement.ts';
export * from './blog.ts';
export * from './commerce.ts';
export * from './bundles.ts';
