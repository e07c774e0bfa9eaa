-- Every change to what a session's read answers (the session, its user, their cart's count) is
-- announced on the channel `cookware_identity` with the user's id, at commit: each backend process
-- listening there forgets what it kept of that user (backend/auth/session-cache.ts). Triggers, not
-- calls in the code, so no write path can forget to announce.
CREATE OR REPLACE FUNCTION cookware_announce_identity_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('cookware_identity', OLD.id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('cookware_identity', NEW.id); END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('cookware_identity', OLD.user_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('cookware_identity', NEW.user_id); END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_announce_identity_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION cookware_announce_identity_change();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_announce_identity_change AFTER UPDATE OR DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION cookware_announce_identity_change();
--> statement-breakpoint
CREATE TRIGGER cart_items_announce_identity_change AFTER INSERT OR UPDATE OR DELETE ON cart_items
  FOR EACH ROW EXECUTE FUNCTION cookware_announce_identity_change();
