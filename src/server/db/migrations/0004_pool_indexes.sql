DROP INDEX "trivia_questions_created_idx";--> statement-breakpoint
CREATE INDEX "trivia_questions_created_id_idx" ON "trivia_questions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "trivia_questions_search_trgm_idx" ON "trivia_questions" USING gin (("question_text" || ' ' || "correct_answer") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trivia_questions_duplicate_key_idx" ON "trivia_questions" USING btree (lower(trim("question_text")));