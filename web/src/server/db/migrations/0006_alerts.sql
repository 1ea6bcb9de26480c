CREATE TABLE "alert_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"alert_id" text NOT NULL,
	"vin" text NOT NULL,
	"old_price" integer,
	"new_price" integer,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_hash" text NOT NULL,
	"kind" text NOT NULL,
	"vin" text,
	"search" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"origin" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"lead_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"last_mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inventory_snapshot" (
	"vin" text PRIMARY KEY NOT NULL,
	"price" integer,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "lead_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "alert_changes" ADD CONSTRAINT "alert_changes_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_changes_alert_id_idx" ON "alert_changes" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "alert_changes_pending_idx" ON "alert_changes" USING btree ("mailed_at","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_confirm_token_hash_unique" ON "alerts" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_unsubscribe_token_unique" ON "alerts" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "alerts_email_hash_idx" ON "alerts" USING btree ("email_hash");--> statement-breakpoint
CREATE INDEX "alerts_status_vin_idx" ON "alerts" USING btree ("status","vin");