CREATE TABLE "service_appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"lead_id" text,
	"store_id" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"notes_general" text,
	"vehicle" jsonb NOT NULL,
	"repair_order_lines" jsonb NOT NULL,
	"business" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_appointments" ADD CONSTRAINT "service_appointments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_appointments_lead_id_unique" ON "service_appointments" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "service_appointments_store_start_idx" ON "service_appointments" USING btree ("store_id","start_at");