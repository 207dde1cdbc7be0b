-- Staff roles: every member of staff gets one; the admins there were become owners.
ALTER TABLE "customers" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_staff_role_check" CHECK (staff_role in ('owner', 'finance', 'support', 'content'));--> statement-breakpoint
UPDATE "customers" SET "staff_role" = 'owner' WHERE "is_admin";--> statement-breakpoint
-- is_admin ("is staff") is derived from the role from now on, so the two can never disagree.
ALTER TABLE "customers" DROP COLUMN "is_admin";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "is_admin" boolean GENERATED ALWAYS AS (staff_role is not null) STORED NOT NULL;
