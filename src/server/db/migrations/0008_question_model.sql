CREATE TYPE "public"."question_kind" AS ENUM('multiple_choice', 'true_false', 'open', 'picture', 'number');--> statement-breakpoint
CREATE TYPE "public"."tiebreaker_kind" AS ENUM('list', 'number');--> statement-breakpoint
CREATE TABLE "host_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pictures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "is_disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "is_data_heavy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_submissions" ADD COLUMN "kind" "question_kind" DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_submissions" ADD COLUMN "multiple_choice_options" jsonb;--> statement-breakpoint
ALTER TABLE "custom_submissions" ADD COLUMN "answer_variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tiebreaker_pool" ADD COLUMN "kind" "tiebreaker_kind" DEFAULT 'list' NOT NULL;--> statement-breakpoint
ALTER TABLE "tiebreaker_pool" ADD COLUMN "number_answer" double precision;--> statement-breakpoint
ALTER TABLE "tiebreaker_pool" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "tiebreaker_sessions" ADD COLUMN "guesses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trivia_questions" ADD COLUMN "kind" "question_kind" DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "trivia_questions" ADD COLUMN "answer_variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trivia_questions" ADD COLUMN "picture" text;--> statement-breakpoint
ALTER TABLE "trivia_questions" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "host_settings" ADD CONSTRAINT "host_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DO $$
DECLARE r record;
BEGIN
  -- Older imports stored the options as a JSON string: keep them as the array they spell.
  FOR r IN SELECT id, multiple_choice_options #>> '{}' AS t FROM trivia_questions
           WHERE jsonb_typeof(multiple_choice_options) = 'string' LOOP
    BEGIN
      UPDATE trivia_questions SET multiple_choice_options = r.t::jsonb WHERE id = r.id;
    EXCEPTION WHEN others THEN
      UPDATE trivia_questions SET multiple_choice_options = NULL WHERE id = r.id;
    END;
  END LOOP;
END $$;
--> statement-breakpoint
UPDATE trivia_questions SET multiple_choice_options = NULL
WHERE multiple_choice_options IS NOT NULL
  AND (jsonb_typeof(multiple_choice_options) <> 'array' OR jsonb_array_length(multiple_choice_options) = 0);
--> statement-breakpoint
UPDATE trivia_questions SET kind = CASE
    WHEN lower(multiple_choice_options::text) = '["true", "false"]' THEN 'true_false'::question_kind
    ELSE 'multiple_choice'::question_kind END
WHERE multiple_choice_options IS NOT NULL;
--> statement-breakpoint
UPDATE categories SET is_data_heavy = true WHERE lower(name) IN (
  'borders & neighbours', 'calling codes & domains', 'capitals to countries', 'chemistry',
  'continents & regions', 'country sizes & populations', 'currencies', 'demonyms', 'flags',
  'geography', 'language & words', 'roman numerals', 'space & astronomy', 'sports',
  'us states', 'world capitals', 'world cities', 'world languages');
