CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle" jsonb NOT NULL,
	"mileage" integer NOT NULL,
	"zip" text,
	"answers" jsonb NOT NULL,
	"valuation" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "offers_expires_at_idx" ON "offers" USING btree ("expires_at");