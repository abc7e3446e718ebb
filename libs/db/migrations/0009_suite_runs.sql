CREATE TABLE "suite_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"folder_id" uuid,
	"name" text NOT NULL,
	"credits_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "suite_run_id" uuid;--> statement-breakpoint
ALTER TABLE "suite_runs" ADD CONSTRAINT "suite_runs_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suite_runs_owner_idx" ON "suite_runs" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "suite_runs_folder_idx" ON "suite_runs" USING btree ("folder_id","created_at");--> statement-breakpoint
ALTER TABLE "test_runs" ADD CONSTRAINT "test_runs_suite_run_id_suite_runs_id_fk" FOREIGN KEY ("suite_run_id") REFERENCES "public"."suite_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_runs_suite_idx" ON "test_runs" USING btree ("suite_run_id") WHERE "test_runs"."suite_run_id" is not null;