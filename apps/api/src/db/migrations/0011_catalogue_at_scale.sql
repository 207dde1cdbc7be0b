CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "activities_listable_new_idx";--> statement-breakpoint
DROP INDEX "activities_listable_trending_idx";--> statement-breakpoint
DROP INDEX "activities_listable_rating_idx";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "day_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "timing_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_listable_categories_idx" ON "activities" USING gin ("category_ids") WHERE is_active and has_images;--> statement-breakpoint
CREATE INDEX "activities_listable_city_idx" ON "activities" USING btree ("city_id") WHERE is_active and has_images;--> statement-breakpoint
CREATE INDEX "activities_listable_new_idx" ON "activities" USING btree ("id" DESC NULLS LAST,"city_id","from_price","category_ids","day_ids") WHERE is_active and has_images;--> statement-breakpoint
CREATE INDEX "activities_listable_trending_idx" ON "activities" USING btree ("life_time_sales" DESC NULLS LAST,"views" DESC NULLS LAST,"id" DESC NULLS LAST,"city_id","from_price","category_ids","day_ids") WHERE is_active and has_images;--> statement-breakpoint
CREATE INDEX "activities_listable_rating_idx" ON "activities" USING btree ("rating" DESC NULLS LAST,"reviews_count" DESC NULLS LAST,"id" DESC NULLS LAST,"city_id","from_price","category_ids","day_ids") WHERE is_active and has_images;--> statement-breakpoint
-- The words a title and description are made of, lower case, 3 to 40 letters or digits.
CREATE FUNCTION activity_words(title text, description text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(coalesce(title, '') || ' ' || coalesce(description, '')), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 40
$$;
--> statement-breakpoint
-- Words in a fixed order, so two transactions adding overlapping words wait for each other instead of deadlocking.
CREATE FUNCTION search_words_from_added_activities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM added a, activity_words(a.title, a.description) AS w ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activities_search_words_on_insert AFTER INSERT ON activities
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_added_activities();
--> statement-breakpoint
CREATE FUNCTION search_words_from_edited_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word) SELECT w FROM activity_words(NEW.title, NEW.description) AS w ORDER BY 1 ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activities_search_words_on_edit AFTER UPDATE OF title, description ON activities
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION search_words_from_edited_activity();
--> statement-breakpoint
INSERT INTO search_words (word) SELECT DISTINCT w FROM activities a, activity_words(a.title, a.description) AS w ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The listing's filter columns of the given activities, recomputed from the join tables.
CREATE FUNCTION refresh_activity_filters(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE activities a SET
    city_id = (SELECT ad.city_id FROM activity_addresses ad WHERE ad.activity_id = a.id),
    category_ids = coalesce((
      SELECT array_agg(DISTINCT x ORDER BY x)
      FROM activity_categories ac JOIN categories c ON c.id = ac.category_id, unnest(ARRAY[c.id, c.parent_id]) AS x
      WHERE ac.activity_id = a.id AND x IS NOT NULL), '{}'),
    day_ids = coalesce((SELECT array_agg(d.day_id ORDER BY d.day_id) FROM activity_days d WHERE d.activity_id = a.id), '{}'),
    timing_ids = coalesce((SELECT array_agg(t.timing_id ORDER BY t.timing_id) FROM activity_timings t WHERE t.activity_id = a.id), '{}')
  WHERE a.id = ANY(ids)
$$;
--> statement-breakpoint
-- Statement-level, over the rows a statement changed (`changed`), so a bulk insert refreshes each activity once.
-- A writer that sets the columns itself (the bulk seed) says so with weekends.filters_written = 'on' for its transaction.
CREATE FUNCTION refresh_filters_of_changed_activities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('weekends.filters_written', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM refresh_activity_filters(ARRAY(SELECT DISTINCT activity_id FROM changed ORDER BY 1));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activity_categories_filters_on_insert AFTER INSERT ON activity_categories REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_filters_of_changed_activities();
--> statement-breakpoint
CREATE TRIGGER activity_categories_filters_on_update AFTER UPDATE ON activity_categories REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_filters_of_changed_activities();
--> statement-breakpoint
CREATE TRIGGER activity_categories_filters_on_delete AFTER DELETE ON activity_categories REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_filters_of_changed_activities();
--> statement-breakpoint
CREATE TRIGGER activity_days_filters_on_insert AFTER INSERT ON activity_days REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_filters_of_changed_activities();
--> statement-breakpoint
CREATE TRIGGER activity_days_filters_on_update AFTER UPDATE ON activity_days REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_filters_of_changed_activities();
--> statement-breakpoint
CREATE TRIGGER activity_days_filters_on_delete AFTER DELETE ON activity_days REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_filters_of_changed_activities();
--> statement-breakpoint
CREATE TRIGGER activity_timings_filters_on_insert AFTER INSERT ON activity_timings REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_filters_of_changed_activities();
--> statement-breakpoint
CREATE TRIGGER activity_timings_filters_on_update AFTER UPDATE ON activity_timings REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_filters_of_changed_activities();
--> statement-breakpoint
CREATE TRIGGER activity_timings_filters_on_delete AFTER DELETE ON activity_timings REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_filters_of_changed_activities();
--> statement-breakpoint
CREATE TRIGGER activity_addresses_filters_on_insert AFTER INSERT ON activity_addresses REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_filters_of_changed_activities();
--> statement-breakpoint
CREATE TRIGGER activity_addresses_filters_on_update AFTER UPDATE ON activity_addresses REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_filters_of_changed_activities();
--> statement-breakpoint
CREATE TRIGGER activity_addresses_filters_on_delete AFTER DELETE ON activity_addresses REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_filters_of_changed_activities();
--> statement-breakpoint
-- A category moved under another parent changes the parents its activities carry.
CREATE FUNCTION refresh_filters_of_moved_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_activity_filters(ARRAY(SELECT activity_id FROM activity_categories WHERE category_id = NEW.id ORDER BY 1));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_filters_on_move AFTER UPDATE OF parent_id ON categories
  FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION refresh_filters_of_moved_category();
--> statement-breakpoint
-- Every category's and every word's share, however rare (a category of two activities, or a word of a few hundred,
-- should be found through its index, not by walking the listing's order): statistics from up to 300,000 rows.
ALTER TABLE activities ALTER COLUMN category_ids SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE activities ALTER COLUMN search_vector SET STATISTICS 1000;
--> statement-breakpoint
SELECT refresh_activity_filters(ARRAY(SELECT id FROM activities ORDER BY id));
