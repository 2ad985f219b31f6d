CREATE TABLE "tiebreaker_sessions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"shown_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_used" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tiebreaker_sessions" ADD CONSTRAINT "tiebreaker_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;