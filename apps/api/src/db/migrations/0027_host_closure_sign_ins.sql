CREATE TABLE "sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"second_factor" boolean DEFAULT false NOT NULL,
	"user_agent" text,
	"ip_address" text,
	"place" text,
	CONSTRAINT "sign_ins_method_check" CHECK ("sign_ins"."method" in ('password', 'passkey', 'social', 'sign-up', 'guest'))
);
--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "closed_by" integer;--> statement-breakpoint
ALTER TABLE "two_step_tickets" ADD COLUMN "first_step" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_ins_customer_idx" ON "sign_ins" USING btree ("customer_id","signed_in_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_closed_by_customers_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;