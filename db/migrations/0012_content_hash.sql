ALTER TABLE "projects" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "content_hash" text;