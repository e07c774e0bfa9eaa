-- One rate-limit hit as one statement (backend/rate-limit.ts): the lock, the window's clean-up, the
-- count and the new hit were six round trips, a transaction of their own, on every sign-in, sign-up,
-- order and message. Refused hits are not recorded, so waiting out the window always works.
CREATE OR REPLACE FUNCTION cookware_rate_limit_hit(p_bucket text, p_key text, p_limit integer, p_window_seconds double precision)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  window_start timestamptz := now() - make_interval(secs => p_window_seconds);
  recent integer;
  seconds_left double precision;
BEGIN
  -- Serialises hits on the same bucket and key across connections and instances, until commit;
  -- each statement below then reads what the hits before it committed.
  PERFORM pg_advisory_xact_lock(hashtext(p_bucket), hashtext(p_key));
  DELETE FROM rate_limit_hits WHERE bucket = p_bucket AND key = p_key AND created_at < window_start;
  SELECT count(*) INTO recent FROM rate_limit_hits WHERE bucket = p_bucket AND key = p_key AND created_at > window_start;
  IF recent < p_limit THEN
    INSERT INTO rate_limit_hits (bucket, key) VALUES (p_bucket, p_key);
    RETURN 0;
  END IF;
  -- The count drops below the limit when the hit that put it over leaves the window.
  SELECT extract(epoch FROM created_at - window_start) INTO seconds_left FROM rate_limit_hits
    WHERE bucket = p_bucket AND key = p_key AND created_at > window_start
    ORDER BY created_at OFFSET recent - p_limit LIMIT 1;
  RETURN greatest(1, ceil(coalesce(seconds_left, p_window_seconds)))::integer;
END
$$;
