CREATE TABLE "consent_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consent_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"necessary" boolean NOT NULL,
	"analytical" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"social_media" boolean NOT NULL,
	"unclassified" boolean NOT NULL,
	"policy_version" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_records_consent_id_idx" ON "consent_records" USING btree ("consent_id","recorded_at");