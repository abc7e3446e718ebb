CREATE TABLE "visual_baselines" (
	"test_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"viewport" text NOT NULL,
	"run_id" uuid NOT NULL,
	"file" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visual_baselines_test_id_name_viewport_pk" PRIMARY KEY("test_id","name","viewport")
);
--> statement-breakpoint
ALTER TABLE "visual_baselines" ADD CONSTRAINT "visual_baselines_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visual_baselines_owner_idx" ON "visual_baselines" USING btree ("owner_id");