CREATE TABLE "inbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address" text NOT NULL,
	"from" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"html" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inbox_messages_address_idx" ON "inbox_messages" USING btree ("address","received_at");--> statement-breakpoint
CREATE INDEX "inbox_messages_received_idx" ON "inbox_messages" USING btree ("received_at");