import { PAYMENT_RETURN_STATUSES, type PaymentReturnStatus } from '@weekends/shared/checkout';

/**
 * The gateway's way back: /checkout/{userId}?order={id}&status=CAPTURED|DECLINED|CANCELLED (Stripe adds session_id).
 */
export interface PaymentReturn {
  orderId: number;
  /** What the gateway's address said; the page still asks the server, which asks the gateway. */
  status: PaymentReturnStatus | null;
}

/** The parameters the way back adds, removed from the address once read so a reload does not run them again. */
export const PAYMENT_RETURN_PARAMS = ['order', 'status', 'session_id'] as const;

export function readPaymentReturn(params: URLSearchParams): PaymentReturn | null {
  const order = params.get('order');
  if (!order || !/^\d{1,12}$/.test(order)) return null;
  const status = params.get('status');
  return {
    orderId: Number(order),
    status: (PAYMENT_RETURN_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as PaymentReturnStatus)
      : null,
  };
}
