import type { CheckoutDeps } from '../checkout/index.ts';

/**
 * What the after-sale services work with: the checkout's own adapters (the gateway that took the payment refunds it).
 */
export type AftersaleDeps = Pick<CheckoutDeps, 'db' | 'gateway' | 'jobs' | 'mailer' | 'publicUrl' | 'log'>;

/** The job queues of cancellations: the refund of one, and the sweep that restarts refunds still pending. */
export const AFTERSALE_QUEUES = {
  refundCancellation: 'cancellations.refund',
  sweepCancellations: 'cancellations.sweep',
} as const;
