-- Live admin user statistics: every change that moves the dashboard's user counts tells the
-- listening servers (LISTEN user_stats), whichever server copy or tool made it.
CREATE OR REPLACE FUNCTION "notify_user_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_stats', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_stats_notify"
  AFTER INSERT OR DELETE OR UPDATE OF "role", "subscription_status", "subscription_tier" ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_stats"();
