ALTER TABLE "test_runs" ADD COLUMN "secret_variables" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "secret_variables" jsonb DEFAULT '{}'::jsonb NOT NULL;