CREATE TABLE "notification_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"sealed_url" text,
	"sealed_secret" text,
	"folder_id" uuid,
	"events" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"site_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"event" text NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status_code" integer,
	"last_response" text,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suite_runs" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_channels" ADD CONSTRAINT "notification_channels_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_channel_id_notification_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."notification_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_channels_owner_idx" ON "notification_channels" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_deliveries_channel_idx" ON "notification_deliveries" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "test_runs_unnotified_idx" ON "test_runs" USING btree ("finished_at") WHERE "test_runs"."notified_at" is null and "test_runs"."finished_at" is not null;--> statement-breakpoint
-- Runs and suites that ended before notifications existed are not news: only those ending from now on are told.
UPDATE "test_runs" SET "notified_at" = now() WHERE "finished_at" IS NOT NULL OR "status" IN ('completed', 'failed', 'cancelled', 'unknown');--> statement-breakpoint
UPDATE "suite_runs" SET "notified_at" = now();--> statement-breakpoint
-- The notifier's bookkeeping is not news for a run's viewers either: an update that changes only heartbeat_at or
-- notified_at announces nothing on run_updates.
DROP TRIGGER "test_runs_notify_update" ON "public"."test_runs";
--> statement-breakpoint
CREATE TRIGGER "test_runs_notify_update" AFTER UPDATE ON "public"."test_runs"
FOR EACH ROW WHEN ((to_jsonb(OLD.*) - 'heartbeat_at' - 'notified_at') IS DISTINCT FROM (to_jsonb(NEW.*) - 'heartbeat_at' - 'notified_at'))
EXECUTE FUNCTION "public"."notify_run_update"();
