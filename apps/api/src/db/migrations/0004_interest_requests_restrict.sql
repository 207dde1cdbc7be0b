ALTER TABLE "interest_requests" DROP CONSTRAINT "interest_requests_activity_id_activities_id_fk";
--> statement-breakpoint
ALTER TABLE "interest_requests" ADD CONSTRAINT "interest_requests_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE restrict ON UPDATE no action;