CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"description" text DEFAULT '' NOT NULL,
	"important_information" text,
	"is_online" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"submit_request" boolean DEFAULT false NOT NULL,
	"submit_request_text" text,
	"sold_out" boolean DEFAULT false NOT NULL,
	"date_input" boolean DEFAULT false NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"life_time_sales" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"validity_period" integer,
	"activity_preference_id" integer,
	"from_price" integer,
	"has_images" boolean DEFAULT false NOT NULL,
	"duration" text,
	"working_hours" text,
	"how_to_redeem" text,
	"whats_next" text,
	"highlight" text,
	"cancellation_policy" text,
	"things_to_keep_in_mind" text,
	"additional_information" text,
	"terms_and_conditions" text,
	"other_information" text,
	"schedule" text,
	"thursday_working_hours" text,
	"friday_working_hours" text,
	"saturday_working_hours" text,
	"sunday_working_hours" text,
	"included" text[] DEFAULT '{}'::text[] NOT NULL,
	"not_included" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')) STORED,
	CONSTRAINT "activities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "activity_addresses" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"city_id" integer NOT NULL,
	"area_id" integer
);
--> statement-breakpoint
CREATE TABLE "activity_categories" (
	"activity_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "activity_categories_activity_id_category_id_pk" PRIMARY KEY("activity_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "activity_days" (
	"activity_id" integer NOT NULL,
	"day_id" integer NOT NULL,
	CONSTRAINT "activity_days_activity_id_day_id_pk" PRIMARY KEY("activity_id","day_id")
);
--> statement-breakpoint
CREATE TABLE "activity_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_timings" (
	"activity_id" integer NOT NULL,
	"timing_id" integer NOT NULL,
	CONSTRAINT "activity_timings_activity_id_timing_id_pk" PRIMARY KEY("activity_id","timing_id")
);
--> statement-breakpoint
CREATE TABLE "activity_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" integer,
	"level" integer DEFAULT 1 NOT NULL,
	"image" text,
	"menu_image" text,
	"header_image" text,
	"meta_title" text,
	"meta_description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "category_menu_activities" (
	"category_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_menu_activities_category_id_activity_id_pk" PRIMARY KEY("category_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "days" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"weekday" integer NOT NULL,
	CONSTRAINT "days_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "home_section_activities" (
	"section_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "home_section_activities_section_id_activity_id_pk" PRIMARY KEY("section_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "home_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "home_sections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "price_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"discounted_price" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"image_small" text NOT NULL,
	"title" text,
	"link" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"rating" integer NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_activity_preference_id_activity_preferences_id_fk" FOREIGN KEY ("activity_preference_id") REFERENCES "public"."activity_preferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_addresses" ADD CONSTRAINT "activity_addresses_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_addresses" ADD CONSTRAINT "activity_addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_addresses" ADD CONSTRAINT "activity_addresses_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_categories" ADD CONSTRAINT "activity_categories_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_categories" ADD CONSTRAINT "activity_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_day_id_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_images" ADD CONSTRAINT "activity_images_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_timings" ADD CONSTRAINT "activity_timings_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_timings" ADD CONSTRAINT "activity_timings_timing_id_timings_id_fk" FOREIGN KEY ("timing_id") REFERENCES "public"."timings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_views" ADD CONSTRAINT "activity_views_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_menu_activities" ADD CONSTRAINT "category_menu_activities_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_menu_activities" ADD CONSTRAINT "category_menu_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_section_activities" ADD CONSTRAINT "home_section_activities_section_id_home_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."home_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_section_activities" ADD CONSTRAINT "home_section_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_options" ADD CONSTRAINT "price_options_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_search_idx" ON "activities" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "activities_title_trgm_idx" ON "activities" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_listable_new_idx" ON "activities" USING btree ("id" DESC NULLS LAST) WHERE is_active and has_images;--> statement-breakpoint
CREATE INDEX "activities_listable_trending_idx" ON "activities" USING btree ("life_time_sales" DESC NULLS LAST,"views" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_active and has_images;--> statement-breakpoint
CREATE INDEX "activities_listable_rating_idx" ON "activities" USING btree ("rating" DESC NULLS LAST,"reviews_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_active and has_images;--> statement-breakpoint
CREATE INDEX "activities_from_price_idx" ON "activities" USING btree ("from_price");--> statement-breakpoint
CREATE INDEX "activity_addresses_city_idx" ON "activity_addresses" USING btree ("city_id","activity_id");--> statement-breakpoint
CREATE INDEX "activity_categories_category_idx" ON "activity_categories" USING btree ("category_id","activity_id");--> statement-breakpoint
CREATE INDEX "activity_days_day_idx" ON "activity_days" USING btree ("day_id","activity_id");--> statement-breakpoint
CREATE INDEX "activity_images_activity_idx" ON "activity_images" USING btree ("activity_id","position");--> statement-breakpoint
CREATE INDEX "activity_timings_timing_idx" ON "activity_timings" USING btree ("timing_id","activity_id");--> statement-breakpoint
CREATE INDEX "activity_views_activity_idx" ON "activity_views" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "areas_city_idx" ON "areas" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "price_options_activity_idx" ON "price_options" USING btree ("activity_id","position");--> statement-breakpoint
CREATE INDEX "reviews_activity_published_idx" ON "reviews" USING btree ("activity_id","is_published","published_at");