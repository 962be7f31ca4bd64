-- Testimonials are content the agency publishes from the console: a change of one raises the
-- content's version like a change of content_overrides, so every server process's page cache
-- (decision 0055) renders the testimonials pages again at its next request.
CREATE TRIGGER "testimonials_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "testimonials" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
