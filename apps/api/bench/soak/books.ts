import { MAX_MAIL_ATTEMPTS } from '../../src/lib/mailer.ts';

/**
 * Whether the books balance after a soak: SQL over the database the load ran against, once the queue has drained.
 * Each check answers its figures and, when it fails, up to ten rows of evidence, so a failure names the orders,
 * slots, codes or mails to look at. They read the tables only; nothing here repairs what it finds.
 */
export type Query = <T extends Record<string, unknown>>(text: string) => Promise<T[]>;

/**
 * Which orders the soak made: those from `firstOrderId` on. The demo seed's orders (paid 'by card' with no gateway
 * behind them, and no mail) are not the soak's to judge; their places are, since they share the slots.
 */
export interface Scope {
  firstOrderId: number;
}

export interface BookCheck {
  name: string;
  ok: boolean;
  figures: string;
  evidence: string[];
}

const EVIDENCE_ROWS = 10;
const sample = (lines: string[]) => lines.slice(0, EVIDENCE_ROWS);

interface CapturedRow extends Record<string, unknown> {
  order_id: number;
  payment_reference: string;
  amount: number;
  refunded_amount: number;
  order_status: string | null;
  order_reference: string | null;
  /** The order's history, for the evidence: each status it went to and why. */
  history: string | null;
  bookings: number;
  standing_items: number;
  standing_value: number;
  cancellations_refunded: number;
}

/**
 * Every captured payment ends as exactly one booking or one refund, never both, never neither. In money: what the
 * gateway kept (paid less refunded) equals what the vouchers still standing cost, and what it refunded equals the
 * refunds the shop recorded (the whole order, or each cancellation's share). A booking without a captured payment
 * is the same fault the other way round.
 */
export async function capturedPayments(query: Query, scope: Scope): Promise<BookCheck> {
  const rows = await query<CapturedRow>(`
    with standing as (
      select b.order_id, count(distinct b.id)::int as bookings,
             (count(*) filter (where bi.cancelled_at is null))::int as standing_items,
             coalesce(sum(bi.total) filter (where bi.cancelled_at is null), 0)::int as standing_value
      from bookings b join booked_items bi on bi.booking_id = b.id
      where b.order_id is not null
      group by b.order_id
    )
    select sp.order_id, sp.payment_reference, sp.amount, sp.refunded_amount,
           o.status as order_status, o.payment_reference as order_reference,
           (select string_agg(e.to_status || ' (' || e.cause || ')', ' -> ' order by e.id)
              from order_events e where e.order_id = sp.order_id) as history,
           coalesce(s.bookings, 0) as bookings, coalesce(s.standing_items, 0) as standing_items,
           coalesce(s.standing_value, 0) as standing_value,
           (select coalesce(sum(c.amount), 0)::int from cancellations c
             where c.order_id = sp.order_id and c.status = 'refunded') as cancellations_refunded
    from sandbox_payments sp
    left join orders o on o.id = sp.order_id
    left join standing s on s.order_id = sp.order_id
    where sp.payment_reference is not null and sp.order_id >= ${scope.firstOrderId}
    order by sp.order_id`);
  let booked = 0;
  let bookedWithCancellations = 0;
  let refunded = 0;
  const neither: string[] = [];
  const both: string[] = [];
  const money: string[] = [];
  for (const r of rows) {
    const describe = `order ${r.order_id} (${r.order_status ?? 'missing'}): paid ${r.amount}, refunded ${r.refunded_amount}, bookings ${r.bookings}, standing vouchers ${r.standing_items} worth ${r.standing_value}, cancellations refunded ${r.cancellations_refunded}; history: ${r.history ?? 'none'}`;
    const isBooked = r.order_status === 'paid' && r.bookings === 1 && r.order_reference === r.payment_reference;
    const isRefunded = r.order_status === 'refunded' && r.refunded_amount === r.amount;
    if (isRefunded && r.standing_items > 0) both.push(describe);
    else if (isRefunded) refunded += 1;
    else if (!isBooked) neither.push(describe);
    else if (r.amount - r.refunded_amount !== r.standing_value || r.refunded_amount !== r.cancellations_refunded)
      money.push(describe);
    else if (r.cancellations_refunded > 0) bookedWithCancellations += 1;
    else booked += 1;
  }
  const unpaid = await query<{ id: number; status: string }>(`
    select o.id, o.status from orders o join bookings b on b.order_id = o.id
    where o.id >= ${scope.firstOrderId}
      and not exists (select 1 from sandbox_payments sp where sp.payment_reference = o.payment_reference)
    order by o.id`);
  const failures = neither.length + both.length + money.length + unpaid.length;
  return {
    name: 'every captured payment has exactly one booking or one refund',
    ok: failures === 0,
    figures: `${rows.length} captured: ${booked} booked, ${bookedWithCancellations} booked with vouchers cancelled and refunded, ${refunded} refunded whole; ${neither.length} with neither, ${both.length} with both, ${money.length} whose refunds do not add up, ${unpaid.length} bookings without a captured payment`,
    evidence: sample([
      ...neither.map((d) => `neither: ${d}`),
      ...both.map((d) => `both: ${d}`),
      ...money.map((d) => `refunds do not add up: ${d}`),
      ...unpaid.map((o) => `booking without a captured payment: order ${o.id} (${o.status})`),
    ]),
  };
}

interface SlotRow extends Record<string, unknown> {
  id: number;
  activity_id: number;
  day: string | null;
  taken: number;
  capacity: number;
  sold: number;
  held: number;
}

/**
 * Places taken equal places sold (booked items not cancelled, times their places per unit: their order line's, or
 * for an item sold without one, the demo seed's, its option's) plus places held by orders awaiting payment, slot by
 * slot, and no slot has sold past its places.
 */
export async function places(query: Query): Promise<BookCheck> {
  const rows = await query<SlotRow>(`
    with sold as (
      select p.id, sum(bi.quantity * coalesce(oi.places_per_unit, po.places, 1))::int as n
      from activity_places p
      join booked_items bi on bi.activity_id = p.activity_id and bi.booked_for is not distinct from p.day
        and bi.cancelled_at is null
      left join order_items oi on oi.id = bi.order_item_id
      left join price_options po on po.id = bi.price_option_id
      group by p.id
    ), held as (
      select oi.places_slot_id as id, sum(oi.quantity * oi.places_per_unit)::int as n
      from orders o join order_items oi on oi.order_id = o.id
      where o.status = 'awaiting_payment' and o.holds_places and oi.places_slot_id is not null
      group by oi.places_slot_id
    )
    select p.id, p.activity_id, p.day::text as day, p.taken, coalesce(p.places, a.places) as capacity,
           coalesce(s.n, 0) as sold, coalesce(h.n, 0) as held
    from activity_places p
    join activities a on a.id = p.activity_id
    left join sold s on s.id = p.id
    left join held h on h.id = p.id
    order by p.id`);
  const wrong = rows.filter((r) => r.taken !== r.sold + r.held);
  const oversold = rows.filter((r) => r.sold + r.held > r.capacity);
  const slot = (r: SlotRow) => `slot ${r.id} (activity ${r.activity_id}, ${r.day ?? 'undated'})`;
  return {
    name: 'places taken equal places sold plus places held',
    ok: wrong.length === 0 && oversold.length === 0,
    figures: `${rows.length} slots: ${rows.reduce((n, r) => n + r.sold, 0)} places sold, ${rows.reduce((n, r) => n + r.held, 0)} held by open orders, ${rows.reduce((n, r) => n + r.taken, 0)} taken; ${wrong.length} slots out of step, ${oversold.length} sold past their places`,
    evidence: sample([
      ...wrong.map((r) => `${slot(r)}: taken ${r.taken}, sold ${r.sold} + held ${r.held} = ${r.sold + r.held}`),
      ...oversold.map((r) => `${slot(r)}: ${r.sold + r.held} sold and held of ${r.capacity} places`),
    ]),
  };
}

interface PromoRow extends Record<string, unknown> {
  id: number;
  code: string;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  times_used: number;
  holding: number;
  most_by_one_customer: number;
}

/**
 * No promo code past its limits: its uses (orders awaiting payment or paid, as modules/cart/promo.ts counts them) at
 * most its maximum, in all and per customer; and `times_used` equal to the orders that hold a use of it.
 */
export async function promoCodes(query: Query): Promise<BookCheck> {
  const rows = await query<PromoRow>(`
    select pc.id, pc.code, pc.max_uses, pc.max_uses_per_customer, pc.times_used,
           (select count(*) from orders o where o.promo_code_id = pc.id and o.holds_promo)::int as holding,
           coalesce((select max(n) from (
             select count(*)::int as n from orders o
             where o.promo_code_id = pc.id and o.status in ('awaiting_payment', 'paid')
             group by o.customer_id) per_customer), 0) as most_by_one_customer
    from promo_codes pc
    order by pc.id`);
  const over = rows.filter((r) => r.max_uses !== null && r.times_used > r.max_uses);
  const perCustomer = rows.filter(
    (r) => r.max_uses_per_customer !== null && r.most_by_one_customer > r.max_uses_per_customer,
  );
  const miscounted = rows.filter((r) => r.times_used !== r.holding);
  return {
    name: 'no promo code over its limits, and its uses counted right',
    ok: over.length + perCustomer.length + miscounted.length === 0,
    figures: rows
      .filter((r) => r.times_used > 0 || r.holding > 0)
      .map(
        (r) =>
          `${r.code}: used ${r.times_used} of ${r.max_uses ?? 'no limit'}, ${r.holding} orders holding it, at most ${r.most_by_one_customer} by one customer (limit ${r.max_uses_per_customer ?? 'none'})`,
      )
      .join('; '),
    evidence: sample([
      ...over.map((r) => `${r.code}: times_used ${r.times_used} over max_uses ${r.max_uses}`),
      ...perCustomer.map(
        (r) => `${r.code}: one customer has ${r.most_by_one_customer} uses, limit ${r.max_uses_per_customer}`,
      ),
      ...miscounted.map((r) => `${r.code}: times_used ${r.times_used}, but ${r.holding} orders hold a use`),
    ]),
  };
}

/**
 * No mail lost: every outbox row sent or still queued (under its attempts' limit, which the sweep hands to the queue
 * again), none given up on; every order that was ever paid has exactly one booking confirmation (found by the tax
 * invoice it carries).
 */
export async function mail(query: Query, scope: Scope): Promise<BookCheck> {
  const [counts] = await query<{ sent: number; waiting: number; failed: number }>(`
    select (count(*) filter (where sent_at is not null))::int as sent,
           (count(*) filter (where sent_at is null and attempts < ${MAX_MAIL_ATTEMPTS}))::int as waiting,
           (count(*) filter (where sent_at is null and attempts >= ${MAX_MAIL_ATTEMPTS}))::int as failed
    from outbox`);
  const failed = await query<{ id: number; template: string; error: string | null }>(`
    select id, template, error from outbox
    where sent_at is null and attempts >= ${MAX_MAIL_ATTEMPTS} order by id limit ${EVIDENCE_ROWS}`);
  const confirmations = await query<{ id: number; mails: number }>(`
    select o.id, (select count(*) from outbox m where m.template = 'booking-confirmation'
      and m.attachments @> jsonb_build_array(jsonb_build_object('kind', 'tax-invoice', 'orderId', o.id)))::int as mails
    from orders o where o.paid_at is not null and o.id >= ${scope.firstOrderId} order by o.id`);
  const missing = confirmations.filter((c) => c.mails === 0);
  const repeated = confirmations.filter((c) => c.mails > 1);
  const { sent = 0, waiting = 0, failed: gaveUp = 0 } = counts ?? {};
  return {
    name: 'no mail lost',
    ok: gaveUp === 0 && missing.length === 0 && repeated.length === 0,
    figures: `${sent} sent, ${waiting} still queued, ${gaveUp} given up after ${MAX_MAIL_ATTEMPTS} attempts; ${confirmations.length} paid orders, ${missing.length} without their booking confirmation, ${repeated.length} with more than one`,
    evidence: sample([
      ...failed.map((m) => `mail ${m.id} (${m.template}) given up: ${m.error ?? 'no error recorded'}`),
      ...missing.map((c) => `order ${c.id}: paid, no booking confirmation`),
      ...repeated.map((c) => `order ${c.id}: ${c.mails} booking confirmations`),
    ]),
  };
}

/** Every check, in the order the report prints them. */
export async function checkBooks(query: Query, scope: Scope): Promise<BookCheck[]> {
  return [await capturedPayments(query, scope), await places(query), await promoCodes(query), await mail(query, scope)];
}
