CREATE TABLE "model_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"test_version" text NOT NULL,
	"line" text NOT NULL,
	"page" text NOT NULL,
	"step" text NOT NULL,
	"model" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "model_usage" jsonb;--> statement-breakpoint
ALTER TABLE "model_answers" ADD CONSTRAINT "model_answers_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "model_answers_key" ON "model_answers" USING btree ("test_id","test_version","line","page");