import type { Database, Tx } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { PaymentGateway } from '../../lib/payments/gateway.ts';

/**
 * What the checkout's services work with, passed explicitly: no Fastify app inside the rules, so routes, job workers
 * and tests call them alike.
 */
export interface CheckoutDeps {
  db: Database;
  gateway: PaymentGateway;
  jobs: Jobs;
  mailer: Mailer;
  publicUrl: string;
  /** Signs the links in booking mails that open an order without a session. */
  secret: string;
  /**
   * Ends the vouchers still standing of a paid order refunded whole at the gateway, through the after-sale's own
   * cancellation (history, places, mails); answers the mails to queue after the commit. A deps entry rather than an
   * import, because the after-sale builds on checkout (app.ts wires it).
   */
  voidRefundedOrder(tx: Tx, orderId: number, cause: string): Promise<number[]>;
  log: {
    info(obj: object, msg?: string): void;
    warn(obj: object, msg?: string): void;
    error(obj: object, msg?: string): void;
  };
}

/** The job queues of the money path. */
export const QUEUES = {
  expireOrder: 'orders.expire',
  sweepOrders: 'orders.sweep',
  refundOrder: 'payments.refund',
  sweepMail: 'mail.sweep',
} as const;
