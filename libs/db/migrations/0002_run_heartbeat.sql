ALTER TABLE "test_runs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "test_runs_active_idx" ON "test_runs" USING btree ("status") WHERE "test_runs"."status" in ('pending', 'running');--> statement-breakpoint
-- A worker's heartbeat (every few seconds per running run) is not news for the run's viewers: an update that
-- changes only heartbeat_at announces nothing on run_updates.
DROP TRIGGER "test_runs_notify_update" ON "public"."test_runs";
--> statement-breakpoint
CREATE TRIGGER "test_runs_notify_update" AFTER UPDATE ON "public"."test_runs"
FOR EACH ROW WHEN ((to_jsonb(OLD.*) - 'heartbeat_at') IS DISTINCT FROM (to_jsonb(NEW.*) - 'heartbeat_at'))
EXECUTE FUNCTION "public"."notify_run_update"();
