CREATE TABLE "content_overrides" (
	"section" text PRIMARY KEY NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"published_by" text,
	"draft" jsonb,
	"draft_at" timestamp with time zone,
	"draft_by" text
);
--> statement-breakpoint
CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_version_one_row_ck" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Raised once per statement that changes content_overrides, inside that statement's transaction:
-- a server reading the version sees the new number exactly when it sees the new rows.
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_overrides_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_overrides" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
