CREATE TABLE "activity_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"day" date,
	"places" integer,
	"closed" boolean DEFAULT false NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_places_slot_key" UNIQUE NULLS NOT DISTINCT("activity_id","day"),
	CONSTRAINT "activity_places_taken_check" CHECK ("activity_places"."taken" >= 0),
	CONSTRAINT "activity_places_places_check" CHECK ("activity_places"."places" is null or "activity_places"."places" >= 0)
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"guest_session_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"street" text NOT NULL,
	"city_id" integer NOT NULL,
	"po_box_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"item_type" integer DEFAULT 0 NOT NULL,
	"activity_id" integer NOT NULL,
	"booked_for" date,
	"options" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_slot_key" UNIQUE NULLS NOT DISTINCT("cart_id","item_type","activity_id","booked_for"),
	CONSTRAINT "cart_items_item_type_check" CHECK ("cart_items"."item_type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"guest_session_id" integer,
	"promo_code_id" integer,
	"address_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_owner_key" UNIQUE NULLS NOT DISTINCT("customer_id","guest_session_id")
);
--> statement-breakpoint
CREATE TABLE "hosts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"commission_percent" integer DEFAULT 15 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"cause" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"cart_item_id" integer,
	"item_type" integer DEFAULT 0 NOT NULL,
	"activity_id" integer NOT NULL,
	"bundle_name" text,
	"booked_for" date,
	"price_option_id" integer,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"discounted_price" integer,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"coupon_share" integer DEFAULT 0 NOT NULL,
	"places_per_unit" integer DEFAULT 1 NOT NULL,
	"places_slot_id" integer,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"guest_session_id" integer,
	"placed_as_guest" boolean DEFAULT false NOT NULL,
	"attempt" text NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"contact" jsonb NOT NULL,
	"address" text,
	"cart_total" integer NOT NULL,
	"discount" integer NOT NULL,
	"sub_total" integer NOT NULL,
	"promo_code_id" integer,
	"coupon_code" text,
	"coupon_percent" integer DEFAULT 0 NOT NULL,
	"coupon_discount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"vat" integer NOT NULL,
	"holds_promo" boolean DEFAULT false NOT NULL,
	"holds_places" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"gateway" text NOT NULL,
	"gateway_session_id" text,
	"payment_url" text,
	"payment_reference" text,
	"amount_paid" integer,
	"refund_reference" text,
	"cart_item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_payment', 'paid', 'expired', 'cancelled', 'declined', 'refund_pending', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_gateway_event_id_pk" PRIMARY KEY("gateway","event_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"min_order_total" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_percent_check" CHECK ("promo_codes"."percent" between 1 and 100),
	CONSTRAINT "promo_codes_times_used_check" CHECK ("promo_codes"."times_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"customer_email" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"card_last4" text,
	"payment_reference" text,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "places" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "host_id" integer;--> statement-breakpoint
ALTER TABLE "price_options" ADD COLUMN "places" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "guest_contact" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booked_items" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "booked_items" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booked_items" ADD COLUMN "order_item_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "activity_places" ADD CONSTRAINT "activity_places_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_guest_session_id_sessions_id_fk" FOREIGN KEY ("guest_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_guest_session_id_sessions_id_fk" FOREIGN KEY ("guest_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_places_slot_id_activity_places_id_fk" FOREIGN KEY ("places_slot_id") REFERENCES "public"."activity_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_guest_session_id_sessions_id_fk" FOREIGN KEY ("guest_session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id","guest_session_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_attempt_idx" ON "orders" USING btree ("customer_id","attempt");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("expires_at") WHERE status = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "orders_refund_due_idx" ON "orders" USING btree ("id") WHERE status = 'refund_pending';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_gateway_session_idx" ON "orders" USING btree ("gateway","gateway_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree (upper("code"));--> statement-breakpoint
ALTER TABLE "booked_items" ADD CONSTRAINT "booked_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_host_idx" ON "activities" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("id") WHERE sent_at is null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_unique" UNIQUE("order_id");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_host_id_customers_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
