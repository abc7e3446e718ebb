-- Every committed insert or change of a run is announced on the 'run_updates' channel (RUN_UPDATES_CHANNEL in
-- src/run-updates.ts), whoever wrote it: the API, a worker, a manual fix. The payload names the run and its
-- owner, never the row: NOTIFY payloads are limited to 8000 bytes and listeners read the run themselves.
CREATE FUNCTION "public"."notify_run_update"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'run_updates',
    json_build_object('run_id', NEW."id", 'owner_id', NEW."owner_id", 'status', NEW."status")::text
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "test_runs_notify_insert" AFTER INSERT ON "public"."test_runs"
FOR EACH ROW EXECUTE FUNCTION "public"."notify_run_update"();
--> statement-breakpoint
-- An update that changes nothing (a retried write) announces nothing.
CREATE TRIGGER "test_runs_notify_update" AFTER UPDATE ON "public"."test_runs"
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "public"."notify_run_update"();
