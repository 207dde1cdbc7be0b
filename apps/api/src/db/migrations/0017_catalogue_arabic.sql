-- Arabic beside English for the catalogue's own content: each `_ar` column is nullable, and a missing Arabic value
-- falls back to the English one when a page is read in Arabic.
ALTER TABLE "activities" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "meta_title_ar" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "meta_description_ar" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "important_information_ar" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "highlight_ar" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "things_to_keep_in_mind_ar" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "included_ar" text[];--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "not_included_ar" text[];--> statement-breakpoint
ALTER TABLE "activity_addresses" ADD COLUMN "address_ar" text;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "meta_title_ar" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "meta_description_ar" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "bundles" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "bundles" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "bundles" ADD COLUMN "highlights_ar" text[];--> statement-breakpoint
-- The search vector holds both languages (PostgreSQL 15 cannot change a generated column's expression, so the column
-- is made anew, and its GIN index and statistics target go with the old one and are set again, as in 0015).
ALTER TABLE "activities" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', weekends_normalise(coalesce(title, '') || ' ' || coalesce(title_ar, ''))), 'A') || setweight(to_tsvector('english', weekends_normalise(coalesce(description, '') || ' ' || coalesce(description_ar, ''))), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "activities_search_idx" ON "activities" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE activities ALTER COLUMN search_vector SET STATISTICS 1000;
--> statement-breakpoint
-- The vocabulary (typo correction) takes the Arabic title and description too.
CREATE OR REPLACE FUNCTION search_words_from_added_activities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM added a,
    activity_words(a.title || ' ' || coalesce(a.title_ar, ''), a.description || ' ' || coalesce(a.description_ar, '')) AS w
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_from_edited_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT w FROM activity_words(NEW.title || ' ' || coalesce(NEW.title_ar, ''), NEW.description || ' ' || coalesce(NEW.description_ar, '')) AS w
  ORDER BY 1 ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER activities_search_words_on_edit ON activities;
--> statement-breakpoint
CREATE TRIGGER activities_search_words_on_edit AFTER UPDATE OF title, description, title_ar, description_ar ON activities
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.title_ar IS DISTINCT FROM NEW.title_ar OR OLD.description_ar IS DISTINCT FROM NEW.description_ar)
  EXECUTE FUNCTION search_words_from_edited_activity();
--> statement-breakpoint
ANALYZE activities (search_vector);
