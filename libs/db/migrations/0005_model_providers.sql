CREATE TABLE "model_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"protocol" text NOT NULL,
	"base_url" text,
	"model" text NOT NULL,
	"key_ciphertext" text NOT NULL,
	"key_hint" text NOT NULL,
	"is_in_use" boolean DEFAULT false NOT NULL,
	"last_check" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "model_providers_owner_idx" ON "model_providers" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "model_providers_in_use_key" ON "model_providers" USING btree ("owner_id") WHERE "model_providers"."is_in_use";