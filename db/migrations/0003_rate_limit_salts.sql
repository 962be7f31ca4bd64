CREATE TABLE "rate_limit_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
