CREATE TABLE "booked_item_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booked_item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"cause" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'refund_pending' NOT NULL,
	"refund_reference" text,
	"cause" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "cancellations_status_check" CHECK ("cancellations"."status" in ('refund_pending', 'refunded', 'not_charged'))
);
--> statement-breakpoint
CREATE TABLE "voucher_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"booked_item_id" integer NOT NULL,
	"from_customer_id" integer NOT NULL,
	"to_name" text NOT NULL,
	"to_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"to_customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_slot_key";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "cart_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "booked_items" ADD COLUMN "pass_ref" text;--> statement-breakpoint
ALTER TABLE "booked_items" ADD COLUMN "cancellation_id" integer;--> statement-breakpoint
ALTER TABLE "booked_items" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booked_items" ADD COLUMN "review_request_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "bundle_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pass_ref" text;--> statement-breakpoint
ALTER TABLE "booked_item_events" ADD CONSTRAINT "booked_item_events_booked_item_id_booked_items_id_fk" FOREIGN KEY ("booked_item_id") REFERENCES "public"."booked_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_gifts" ADD CONSTRAINT "voucher_gifts_booked_item_id_booked_items_id_fk" FOREIGN KEY ("booked_item_id") REFERENCES "public"."booked_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_gifts" ADD CONSTRAINT "voucher_gifts_from_customer_id_customers_id_fk" FOREIGN KEY ("from_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_gifts" ADD CONSTRAINT "voucher_gifts_to_customer_id_customers_id_fk" FOREIGN KEY ("to_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booked_item_events_item_idx" ON "booked_item_events" USING btree ("booked_item_id","id");--> statement-breakpoint
CREATE INDEX "cancellations_status_idx" ON "cancellations" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_gifts_item_idx" ON "voucher_gifts" USING btree ("booked_item_id");--> statement-breakpoint
CREATE INDEX "voucher_gifts_email_idx" ON "voucher_gifts" USING btree (lower("to_email"));--> statement-breakpoint
ALTER TABLE "booked_items" ADD CONSTRAINT "booked_items_cancellation_id_cancellations_id_fk" FOREIGN KEY ("cancellation_id") REFERENCES "public"."cancellations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_slot_key" UNIQUE NULLS NOT DISTINCT("cart_id","item_type","bundle_id","activity_id","booked_for");