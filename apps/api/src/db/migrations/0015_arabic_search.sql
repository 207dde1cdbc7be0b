-- Arabic is written many ways for one word: hamza on the alef or not (أ إ آ ٱ), alef maqsura or ya at the end (ى ي),
-- ta marbuta or ha (ة ه), hamza on waw or ya (ؤ ئ), optional short vowels and shadda (tashkeel, U+064B-U+065F and the
-- superscript alef U+0670), the tatweel that stretches a word (U+0640), and Arabic-Indic digits (U+0660-U+0669, and
-- the Persian forms U+06F0-U+06F9). One form of each, applied to what is indexed (the search vector, the vocabulary)
-- and to what is typed (the keyword's words, correctionSql), so any spelling finds any other. English text passes
-- through unchanged. translate() and regexp_replace() only, so it is IMMUTABLE (a generated column may use it) and
-- works on PostgreSQL 15 and on PGlite alike.
CREATE FUNCTION weekends_normalise(input text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(
    regexp_replace(input, '[\u064B-\u065F\u0670\u0640]', '', 'g'),
    E'\u0623\u0625\u0622\u0671\u0649\u0629\u0624\u0626\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669\u06F0\u06F1\u06F2\u06F3\u06F4\u06F5\u06F6\u06F7\u06F8\u06F9',
    E'\u0627\u0627\u0627\u0627\u064A\u0647\u0648\u064A01234567890123456789'
  )
$$;
--> statement-breakpoint
-- PostgreSQL 15 cannot change a generated column's expression, so the column is made anew: every existing row's
-- vector is recomputed as it is added, and its GIN index and statistics target (migration 0011) go with the old
-- column and are set again.
ALTER TABLE "activities" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', weekends_normalise(coalesce(title, ''))), 'A') || setweight(to_tsvector('english', weekends_normalise(coalesce(description, ''))), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "activities_search_idx" ON "activities" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE activities ALTER COLUMN search_vector SET STATISTICS 1000;
--> statement-breakpoint
-- The vocabulary's words normalised too, so a typed word's corrections are words the vectors hold.
CREATE OR REPLACE FUNCTION activity_words(title text, description text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w
  FROM regexp_split_to_table(lower(weekends_normalise(coalesce(title, '') || ' ' || coalesce(description, ''))), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 40
$$;
--> statement-breakpoint
-- A word in a form normalising changes can no longer match any vector: replaced by its normalised form.
DELETE FROM search_words WHERE word <> weekends_normalise(word);
--> statement-breakpoint
INSERT INTO search_words (word) SELECT DISTINCT w FROM activities a, activity_words(a.title, a.description) AS w ORDER BY 1 ON CONFLICT DO NOTHING;
--> statement-breakpoint
ANALYZE activities (search_vector);
