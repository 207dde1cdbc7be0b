CREATE TABLE "account_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"voucher_choice" text,
	"language" text DEFAULT 'en' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_cause" text,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"file_key" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('preparing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_customer_idx" ON "account_deletions" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_one_pending_idx" ON "account_deletions" USING btree ("customer_id") WHERE cancelled_at is null and erased_at is null;--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("due_at") WHERE cancelled_at is null and erased_at is null;--> statement-breakpoint
CREATE INDEX "data_exports_customer_idx" ON "data_exports" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_preparing_idx" ON "data_exports" USING btree ("customer_id") WHERE status = 'preparing';