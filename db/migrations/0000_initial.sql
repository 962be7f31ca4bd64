CREATE TABLE "appointment_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "appointment_slots_capacity_ck" CHECK ("appointment_slots"."booked" >= 0 and "appointment_slots"."booked" <= "appointment_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"zip" text NOT NULL,
	"search_key" text NOT NULL,
	"country_id" integer,
	"country_name" text,
	"lat" double precision,
	"lng" double precision
);
--> statement-breakpoint
CREATE TABLE "demand_alerts" (
	"demand_id" uuid NOT NULL,
	"property_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_alerts_demand_id_property_id_pk" PRIMARY KEY("demand_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "demand_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"goal" integer NOT NULL,
	"type_ids" integer[] NOT NULL,
	"zips" text[] NOT NULL,
	"price_min" integer,
	"price_max" integer,
	"bedrooms_min" integer,
	"bedrooms_max" integer,
	"bathrooms_min" integer,
	"garages_min" integer,
	"parking" boolean,
	"garden" boolean,
	"terrace" boolean,
	"alert_frequency" text DEFAULT 'instant' NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"locale" text NOT NULL,
	"property_id" integer,
	"project_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer,
	"project_id" integer,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "listing_documents_owner_ck" CHECK (("listing_documents"."property_id" is null) <> ("listing_documents"."project_id" is null))
);
--> statement-breakpoint
CREATE TABLE "listing_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer,
	"project_id" integer,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"width" integer,
	"height" integer,
	"caption" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "listing_media_owner_ck" CHECK (("listing_media"."property_id" is null) <> ("listing_media"."project_id" is null))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid,
	"channel" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_properties" (
	"owner_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	CONSTRAINT "owner_properties_owner_id_property_id_pk" PRIMARY KEY("owner_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"locale" text DEFAULT 'nl' NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"listing_kind" text NOT NULL,
	"listing_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_listing_kind_listing_id_day_source_pk" PRIMARY KEY("listing_kind","listing_id","day","source")
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"price" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_units" (
	"id" integer PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"floor" integer,
	"bedrooms" integer,
	"surface_living" double precision,
	"price" integer,
	"status" text DEFAULT 'available' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY NOT NULL,
	"goal" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"prices_and_planning" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"web_id" integer,
	"web_id_name" text,
	"project_web_id" integer,
	"external_web" text,
	"public_address" boolean DEFAULT true NOT NULL,
	"street" text,
	"house_number" text,
	"box_nr" text,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"city_search_key" text NOT NULL,
	"country_id" integer,
	"country_name" text,
	"lat" double precision,
	"lng" double precision,
	"price_from" integer,
	"price_to" integer,
	"constructions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"provider_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY NOT NULL,
	"reference" text,
	"goal" integer NOT NULL,
	"availability" text DEFAULT 'available' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"marquee" integer DEFAULT 0 NOT NULL,
	"web_id" integer,
	"web_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"type_id" integer,
	"is_holiday" boolean DEFAULT false NOT NULL,
	"record_file" text,
	"project_id" integer,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"virtual_tour_url" text,
	"video_url" text,
	"publish_address" boolean DEFAULT true NOT NULL,
	"street" text,
	"house_number" text,
	"box_nr" text,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"city_search_key" text NOT NULL,
	"country_id" integer,
	"lat" double precision,
	"lng" double precision,
	"publish_price" boolean DEFAULT true NOT NULL,
	"price" integer,
	"start_price" integer,
	"price_unit" integer,
	"surface_total" double precision,
	"surface_living" double precision,
	"surface_ground" double precision,
	"surface_terrace" double precision,
	"surface_garden" double precision,
	"front_width" double precision,
	"plot_width" double precision,
	"construction_year" integer,
	"renovation_year" integer,
	"bedrooms" integer,
	"bathrooms" integer,
	"shower_rooms" integer,
	"toilets" integer,
	"garages" integer,
	"parkings" integer,
	"external_parkings" integer,
	"floors" integer,
	"extra_rooms" integer,
	"facades" integer,
	"floor" integer,
	"has_gas" boolean,
	"has_water" boolean,
	"has_lift" boolean,
	"has_cellar" boolean,
	"has_terrace" boolean,
	"has_garden" boolean,
	"has_attic" boolean,
	"furnished" boolean,
	"has_electricity" boolean,
	"has_sewer_connection" boolean,
	"has_building_permit" boolean,
	"has_summons" boolean,
	"has_preemptive_right" boolean,
	"has_judicial_decision" boolean,
	"has_parcelling_permit" boolean,
	"is_in_flood_zone" boolean,
	"is_in_riverbank_zone" boolean,
	"flood_score_g" text,
	"flood_score_p" text,
	"energy_performance" double precision,
	"epc_label" text,
	"epc_rank" integer,
	"energy_total" double precision,
	"co2_emission" double precision,
	"epc_certificate_number" text,
	"epc_valid_until" date,
	"e_level" integer,
	"asbestos_certificate_date" date,
	"charges_owner" double precision,
	"charges_renter" double precision,
	"notary_fee_incl_vat" double precision,
	"notary_fee_excl_vat" double precision,
	"registered_right" double precision,
	"vat" double precision,
	"real_estate_tax" double precision,
	"cadastral_income" double precision,
	"deposit" double precision,
	"agency_cost" double precision,
	"available_from" date,
	"provider_created_at" timestamp with time zone,
	"provider_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"web_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"show_order" integer DEFAULT 0 NOT NULL,
	"sale" boolean DEFAULT true NOT NULL,
	"rent" boolean DEFAULT true NOT NULL,
	"is_holiday" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unpublished" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"about" text,
	"website" text,
	"image_url" text,
	"comment" text NOT NULL,
	"locale" text NOT NULL,
	"rating" integer,
	"poster" text,
	"date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demand_alerts" ADD CONSTRAINT "demand_alerts_demand_id_demand_registrations_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demand_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_registrations" ADD CONSTRAINT "demand_registrations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_documents" ADD CONSTRAINT "listing_documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_documents" ADD CONSTRAINT "listing_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_media" ADD CONSTRAINT "listing_media_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_media" ADD CONSTRAINT "listing_media_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_properties" ADD CONSTRAINT "owner_properties_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_units" ADD CONSTRAINT "project_units_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_type_id_property_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."property_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_slots_property_idx" ON "appointment_slots" USING btree ("property_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_zip_name_uq" ON "cities" USING btree ("zip","name");--> statement-breakpoint
CREATE INDEX "cities_search_key_idx" ON "cities" USING btree ("search_key");--> statement-breakpoint
CREATE INDEX "demand_registrations_active_idx" ON "demand_registrations" USING btree ("active","goal");--> statement-breakpoint
CREATE UNIQUE INDEX "demand_unsubscribe_uq" ON "demand_registrations" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "leads_property_idx" ON "leads" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_project_idx" ON "leads" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_kind_idx" ON "leads" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "listing_documents_property_idx" ON "listing_documents" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "listing_documents_project_idx" ON "listing_documents" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "listing_media_property_idx" ON "listing_media" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "listing_media_project_idx" ON "listing_media" USING btree ("project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_idempotency_uq" ON "outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "owner_properties_property_idx" ON "owner_properties" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owners_email_uq" ON "owners" USING btree ("email");--> statement-breakpoint
CREATE INDEX "price_history_property_idx" ON "price_history" USING btree ("property_id","changed_at");--> statement-breakpoint
CREATE INDEX "project_units_project_idx" ON "project_units" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "projects_published_idx" ON "projects" USING btree ("published","id");--> statement-breakpoint
CREATE INDEX "properties_list_idx" ON "properties" USING btree ("published","goal","provider_created_at");--> statement-breakpoint
CREATE INDEX "properties_holiday_idx" ON "properties" USING btree ("published","is_holiday","provider_created_at");--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("published","goal","price");--> statement-breakpoint
CREATE INDEX "properties_zip_idx" ON "properties" USING btree ("zip");--> statement-breakpoint
CREATE INDEX "properties_city_key_idx" ON "properties" USING btree ("city_search_key");--> statement-breakpoint
CREATE INDEX "properties_web_ids_idx" ON "properties" USING gin ("web_ids");--> statement-breakpoint
CREATE INDEX "properties_project_idx" ON "properties" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "sessions_owner_idx" ON "sessions" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sync_runs_status_idx" ON "sync_runs" USING btree ("status","finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "testimonials_slug_uq" ON "testimonials" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "testimonials_status_idx" ON "testimonials" USING btree ("status","date");