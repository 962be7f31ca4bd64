ALTER TABLE "sync_runs" ADD COLUMN "slot" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_slot_uq" ON "sync_runs" USING btree ("slot");