CREATE TABLE "signed_in_sessions" (
	"test_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"state" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"run_id" uuid,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "session" jsonb;--> statement-breakpoint
ALTER TABLE "signed_in_sessions" ADD CONSTRAINT "signed_in_sessions_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signed_in_sessions_owner_idx" ON "signed_in_sessions" USING btree ("owner_id");