CREATE TABLE "inbox_addresses" (
	"address" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
