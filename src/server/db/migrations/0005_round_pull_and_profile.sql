DROP INDEX "trivia_questions_status_key_idx";--> statement-breakpoint
DROP INDEX "trivia_questions_category_status_key_idx";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "used_questions_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "used_tiebreakers_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "used_questions_probe_idx" ON "used_questions" USING btree ("user_id","question_id","used_at");--> statement-breakpoint
CREATE INDEX "trivia_questions_status_key_idx" ON "trivia_questions" USING btree ("status","random_key","id");--> statement-breakpoint
CREATE INDEX "trivia_questions_category_status_key_idx" ON "trivia_questions" USING btree ("category_id","status","random_key","id");--> statement-breakpoint
-- The profile's used counts, kept per statement from the rows each statement inserted or
-- deleted (cascades included), so /api/me reads two columns instead of counting the rows.
-- TG_ARGV[0] names the column of "user" that counts the table's rows.
CREATE OR REPLACE FUNCTION "count_usage_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'UPDATE "user" u SET %1$I = greatest(u.%1$I %2$s n.c, 0)
     FROM (SELECT "user_id", count(*)::int AS c FROM changed_rows GROUP BY "user_id") n
     WHERE u."id" = n."user_id"',
    TG_ARGV[0], CASE WHEN TG_OP = 'INSERT' THEN '+' ELSE '-' END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "used_questions_count_insert" AFTER INSERT ON "used_questions"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_usage_rows"('used_questions_count');--> statement-breakpoint
CREATE TRIGGER "used_questions_count_delete" AFTER DELETE ON "used_questions"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_usage_rows"('used_questions_count');--> statement-breakpoint
CREATE TRIGGER "tiebreaker_usage_count_insert" AFTER INSERT ON "tiebreaker_usage"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_usage_rows"('used_tiebreakers_count');--> statement-breakpoint
CREATE TRIGGER "tiebreaker_usage_count_delete" AFTER DELETE ON "tiebreaker_usage"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_usage_rows"('used_tiebreakers_count');--> statement-breakpoint
UPDATE "user" u SET "used_questions_count" = c.n
FROM (SELECT "user_id", count(*)::int AS n FROM "used_questions" GROUP BY "user_id") c
WHERE u."id" = c."user_id";--> statement-breakpoint
UPDATE "user" u SET "used_tiebreakers_count" = c.n
FROM (SELECT "user_id", count(*)::int AS n FROM "tiebreaker_usage" GROUP BY "user_id") c
WHERE u."id" = c."user_id";
