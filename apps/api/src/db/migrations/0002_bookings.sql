CREATE TABLE "booked_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"item_type" integer DEFAULT 0 NOT NULL,
	"activity_id" integer NOT NULL,
	"bundle_name" text,
	"price_option_id" integer,
	"price_option_description" text,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"discounted_price" integer,
	"total" integer NOT NULL,
	"marketplace_fee" integer NOT NULL,
	"host_amount" integer NOT NULL,
	"voucher_code" text NOT NULL,
	"address" text,
	"booked_for" date,
	"purchase_date" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "booked_items_voucher_code_unique" UNIQUE("voucher_code"),
	CONSTRAINT "booked_items_item_type_check" CHECK ("booked_items"."item_type" in (0, 1)),
	CONSTRAINT "booked_items_quantity_check" CHECK ("booked_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"cart_total" integer NOT NULL,
	"cart_discount" integer DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"coupon_discount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"payment_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_payment_reference_unique" UNIQUE("payment_reference")
);
--> statement-breakpoint
ALTER TABLE "booked_items" ADD CONSTRAINT "booked_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_items" ADD CONSTRAINT "booked_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_items" ADD CONSTRAINT "booked_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_items" ADD CONSTRAINT "booked_items_price_option_id_price_options_id_fk" FOREIGN KEY ("price_option_id") REFERENCES "public"."price_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booked_items_customer_idx" ON "booked_items" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booked_items_booking_idx" ON "booked_items" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booked_items_activity_idx" ON "booked_items" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id","id" DESC NULLS LAST);