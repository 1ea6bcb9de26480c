ALTER TABLE "offers" ADD COLUMN "lead_id" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "accepted_kind" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "competing_offer" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "preferred_date" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "preferred_time" text;