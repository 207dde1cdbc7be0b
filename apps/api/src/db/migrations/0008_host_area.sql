CREATE TABLE "activity_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"host_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	CONSTRAINT "activity_revisions_kind_check" CHECK ("activity_revisions"."kind" in ('new', 'edit')),
	CONSTRAINT "activity_revisions_status_check" CHECK ("activity_revisions"."status" in ('pending', 'approved', 'rejected', 'superseded'))
);
--> statement-breakpoint
CREATE TABLE "admin_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"month" date NOT NULL,
	"amount" integer NOT NULL,
	"reference" text,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "host_payouts_amount_check" CHECK ("host_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "host_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_uploads_path_unique" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "activity_addresses" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "activity_addresses" ADD COLUMN "building_no" text;--> statement-breakpoint
ALTER TABLE "activity_addresses" ADD COLUMN "po_box_no" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
UPDATE "hosts" SET "status" = 'approved';--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "designation" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "landline" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "first_name2" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "last_name2" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "mobile2" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "landline2" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "designation2" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "trade_license_id" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "business_description" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "trade_license_image" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "street_name" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "building_name" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "po_box" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "area_id" integer;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "company_website_link" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "youtube_link" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "linked_in_link" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "instagram_link" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "facebook_link" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "twitter_link" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "account_holder" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "bank_address" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "swift_code" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "submitted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_revisions" ADD CONSTRAINT "activity_revisions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_revisions" ADD CONSTRAINT "activity_revisions_host_id_customers_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_revisions" ADD CONSTRAINT "activity_revisions_reviewed_by_customers_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_admin_id_customers_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_payouts" ADD CONSTRAINT "host_payouts_host_id_customers_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_payouts" ADD CONSTRAINT "host_payouts_created_by_customers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_uploads" ADD CONSTRAINT "host_uploads_host_id_customers_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_revisions_one_pending_idx" ON "activity_revisions" USING btree ("activity_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "activity_revisions_status_idx" ON "activity_revisions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "activity_revisions_host_idx" ON "activity_revisions" USING btree ("host_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_actions_subject_idx" ON "admin_actions" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "admin_actions_created_idx" ON "admin_actions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "host_payouts_host_idx" ON "host_payouts" USING btree ("host_id","month");--> statement-breakpoint
CREATE INDEX "host_uploads_host_idx" ON "host_uploads" USING btree ("host_id");--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_reviewed_by_customers_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hosts_status_idx" ON "hosts" USING btree ("status","submitted_at");--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_status_check" CHECK ("hosts"."status" in ('pending', 'approved', 'rejected'));