ALTER TABLE "user" ADD COLUMN "admin_by_email_rule" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every change of a user's e-mail, role, status or suspension lands in the audit log, whoever
-- makes it (an admin, the user, billing, a job, a console). Code that writes its own, richer
-- audit row in the same transaction sets trivia.audited; trivia.actor_id and trivia.audit_via
-- name who and what made the change when the code knows.
CREATE OR REPLACE FUNCTION "audit_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before jsonb := '{}'::jsonb;
  after jsonb := '{}'::jsonb;
BEGIN
  IF coalesce(current_setting('trivia.audited', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  IF NEW."email" IS DISTINCT FROM OLD."email" THEN
    before := before || jsonb_build_object('email', OLD."email");
    after := after || jsonb_build_object('email', NEW."email");
  END IF;
  IF NEW."role" IS DISTINCT FROM OLD."role" THEN
    before := before || jsonb_build_object('role', OLD."role");
    after := after || jsonb_build_object('role', NEW."role");
  END IF;
  IF NEW."subscription_status" IS DISTINCT FROM OLD."subscription_status" THEN
    before := before || jsonb_build_object('subscriptionStatus', OLD."subscription_status");
    after := after || jsonb_build_object('subscriptionStatus', NEW."subscription_status");
  END IF;
  IF (NEW."suspended_at" IS NULL) IS DISTINCT FROM (OLD."suspended_at" IS NULL) THEN
    before := before || jsonb_build_object('isSuspended', OLD."suspended_at" IS NOT NULL);
    after := after || jsonb_build_object('isSuspended', NEW."suspended_at" IS NOT NULL);
  END IF;
  IF before = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  INSERT INTO "audit_log" ("actor_id", "action", "target_id", "detail")
  VALUES (
    nullif(current_setting('trivia.actor_id', true), ''),
    'user.change',
    NEW."id",
    jsonb_build_object(
      'targetEmail', NEW."email",
      'before', before,
      'after', after,
      'via', coalesce(nullif(current_setting('trivia.audit_via', true), ''), 'system')
    )
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_audit_change" AFTER UPDATE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "audit_user_change"();
