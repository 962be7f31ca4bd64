CREATE TABLE "uploads" (
	"path" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_byte_size_ck" CHECK ("uploads"."byte_size" = octet_length("uploads"."bytes"))
);
--> statement-breakpoint
-- The pictures are WebP, already compressed: stored out of line without a compression attempt.
ALTER TABLE "uploads" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
