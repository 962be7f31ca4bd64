DROP INDEX "appointment_slots_property_idx";--> statement-breakpoint
ALTER TABLE "appointment_slots" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_slots_property_start_uq" ON "appointment_slots" USING btree ("property_id","starts_at");--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_order_ck" CHECK ("appointment_slots"."starts_at" < "appointment_slots"."ends_at");