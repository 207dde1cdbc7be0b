import { eq } from 'drizzle-orm';
import type { PaymentReturnStatus } from '@weekends/shared';
import { orders } from '../../db/schema/index.ts';
import type { CheckoutDeps } from './deps.ts';
import { confirmPayment } from './confirmation.ts';
import { moneyTransaction } from '../../lib/money-transaction.ts';
import { expireSessions } from './sessions.ts';
import { closeUnpaid, type OrderActor, type OrderRow } from './state.ts';

export type ReturnAnswer = 'CAPTURED' | 'DECLINED' | 'CANCELLED' | 'PENDING' | 'EXPIRED' | 'REFUNDED';

/**
 * The customer is back from the gateway at /checkout/{userId}?order=…&status=…. The status in the address is only a
 * hint: the gateway is asked what happened, and a capture goes through the same exactly-once confirmation as the
 * webhook. The hint may only close the customer's own unpaid order (Stripe's Cancel leaves its session open).
 */
export async function settleOnReturn(
  deps: CheckoutDeps,
  order: OrderRow,
  hint: PaymentReturnStatus | undefined,
): Promise<ReturnAnswer> {
  const known = statusAnswer(order);
  if (known) return known;
  if (!order.gatewaySessionId) return order.status === 'awaiting_payment' ? 'PENDING' : closedAnswer(order.status);

  const state = await deps.gateway.retrieveSession(order.gatewaySessionId);
  const gateway: OrderActor = { type: 'gateway', name: deps.gateway.name };
  const customer: OrderActor = { type: 'customer', id: order.customerId };
  switch (state.status) {
    case 'captured': {
      await confirmPayment(deps, {
        orderId: order.id,
        paymentReference: state.paymentReference,
        amount: state.amount,
        cause: `${deps.gateway.name} return page: payment captured`,
        actor: gateway,
        detail: { via: 'return page' },
      });
      const [after] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
      return statusAnswer(after!) ?? 'PENDING';
    }
    case 'declined':
    case 'cancelled':
    case 'expired': {
      await moneyTransaction(deps.db, (tx) =>
        closeUnpaid(tx, order.id, state.status, {
          cause: `${deps.gateway.name} return page: payment ${state.status}`,
          actor: gateway,
          detail: { via: 'return page' },
        }),
      );
      return state.status === 'declined' ? 'DECLINED' : state.status === 'cancelled' ? 'CANCELLED' : 'EXPIRED';
    }
    case 'pending': {
      if (hint === 'CANCELLED' || hint === 'DECLINED') {
        const to = hint === 'CANCELLED' ? 'cancelled' : 'declined';
        await moneyTransaction(deps.db, (tx) =>
          closeUnpaid(tx, order.id, to, { cause: `customer came back from the gateway: ${hint}`, actor: customer }),
        );
        // The customer left this payment (Stripe keeps its page open after Cancel): nothing more can be paid on it.
        if (to === 'cancelled') await expireSessions(deps, [order.gatewaySessionId]);
        return hint;
      }
      return order.status === 'awaiting_payment' ? 'PENDING' : closedAnswer(order.status);
    }
  }
}

function statusAnswer(order: OrderRow): ReturnAnswer | null {
  if (order.status === 'paid') return 'CAPTURED';
  if (order.status === 'refund_pending' || order.status === 'refunded') return 'REFUNDED';
  return null;
}

function closedAnswer(status: string): ReturnAnswer {
  return status === 'declined' ? 'DECLINED' : status === 'cancelled' ? 'CANCELLED' : 'EXPIRED';
}
