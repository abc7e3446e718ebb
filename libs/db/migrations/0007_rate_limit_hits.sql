CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"key_hash" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key" ON "rate_limit_hits" USING btree ("bucket","key_hash","at");