CREATE TABLE "corporate_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"awarded_by" integer NOT NULL,
	"item_type" integer NOT NULL,
	"activity_id" integer,
	"bundle_id" integer,
	"title" text NOT NULL,
	"booking_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"total" integer NOT NULL,
	"saved" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_awards_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "corporate_awards_item_type_check" CHECK ("corporate_awards"."item_type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "corporate_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" integer NOT NULL,
	"number" text NOT NULL,
	"amount" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "corporate_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "corporate_invoices_amount_check" CHECK ("corporate_invoices"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "is_corporate_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interest_requests" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "corporate_awards" ADD CONSTRAINT "corporate_awards_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_awards" ADD CONSTRAINT "corporate_awards_employee_id_customers_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_awards" ADD CONSTRAINT "corporate_awards_awarded_by_customers_id_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_awards" ADD CONSTRAINT "corporate_awards_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_awards" ADD CONSTRAINT "corporate_awards_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_awards" ADD CONSTRAINT "corporate_awards_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_awards" ADD CONSTRAINT "corporate_awards_invoice_id_corporate_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."corporate_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_invoices" ADD CONSTRAINT "corporate_invoices_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_awards_corporate_idx" ON "corporate_awards" USING btree ("corporate_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "corporate_awards_employee_idx" ON "corporate_awards" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "corporate_invoices_corporate_idx" ON "corporate_invoices" USING btree ("corporate_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activities_admin_title_idx" ON "activities" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "activities_admin_created_idx" ON "activities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activities_admin_sales_idx" ON "activities" USING btree ("life_time_sales","id");--> statement-breakpoint
CREATE INDEX "activities_admin_rating_idx" ON "activities" USING btree ("rating","reviews_count","id");--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at") WHERE not is_guest;--> statement-breakpoint
CREATE INDEX "reviews_pending_idx" ON "reviews" USING btree ("created_at") WHERE not is_published;--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cancellations_created_idx" ON "cancellations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_promo_code_idx" ON "orders" USING btree ("promo_code_id") WHERE promo_code_id is not null;--> statement-breakpoint
CREATE INDEX "admin_actions_admin_idx" ON "admin_actions" USING btree ("admin_id","created_at" DESC NULLS LAST);