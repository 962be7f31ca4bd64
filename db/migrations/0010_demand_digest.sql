CREATE TABLE "demand_digest_runs" (
	"slot" timestamp with time zone PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"digests" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demand_alerts" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
-- Every alert before daily digests existed was mailed when it was matched.
UPDATE "demand_alerts" SET "mailed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "demand_alerts_unmailed_idx" ON "demand_alerts" USING btree ("demand_id") WHERE "demand_alerts"."mailed_at" is null;