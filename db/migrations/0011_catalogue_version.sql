CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row_ck" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Raised once per statement (not per row) that changes a catalogue table, inside that statement's
-- transaction: a reader sees the new number exactly when it sees the new rows.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "property_types_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "cities_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "projects_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "properties_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "listing_media_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_media" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "listing_documents_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_documents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "project_units_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "project_units" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "price_history_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_history" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
