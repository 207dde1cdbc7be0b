CREATE TABLE "activity_daily_views" (
	"activity_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_daily_views_activity_id_day_pk" PRIMARY KEY("activity_id","day")
);
--> statement-breakpoint
ALTER TABLE "activity_daily_views" ADD CONSTRAINT "activity_daily_views_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The views recorded one row each so far, kept as counts per activity and Dubai day.
INSERT INTO "activity_daily_views" ("activity_id", "day", "views") SELECT "activity_id", ("created_at" AT TIME ZONE 'Asia/Dubai')::date, count(*) FROM "activity_views" GROUP BY 1, 2;--> statement-breakpoint
DROP TABLE "activity_views" CASCADE;
