CREATE TABLE "delivery_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" integer NOT NULL,
	"receiver_name" text NOT NULL,
	"signature_url" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributor_positions" (
	"distributor_id" integer PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_m" double precision,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_visit_orders" (
	"visit_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	CONSTRAINT "schedule_visit_orders_visit_id_order_id_pk" PRIMARY KEY("visit_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"distributor_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"visit_order" integer NOT NULL,
	"planned_arrival" time,
	"estimated_duration" integer DEFAULT 15 NOT NULL,
	"distance_from_previous_m" integer DEFAULT 0 NOT NULL,
	"duration_from_previous_s" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"delay_reason" text,
	"late" boolean DEFAULT false NOT NULL,
	"arrived_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_visits_status_check" CHECK ("schedule_visits"."status" in ('scheduled', 'in_progress', 'completed', 'delayed')),
	CONSTRAINT "schedule_visits_duration_check" CHECK ("schedule_visits"."estimated_duration" > 0)
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_date" date NOT NULL,
	"road_source" text DEFAULT 'estimate' NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_by" integer,
	"unplaced" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_schedule_date_unique" UNIQUE("schedule_date")
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "receiving_from" time;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "receiving_to" time;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_visit_id_schedule_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."schedule_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_positions" ADD CONSTRAINT "distributor_positions_distributor_id_users_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_visit_orders" ADD CONSTRAINT "schedule_visit_orders_visit_id_schedule_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."schedule_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_visit_orders" ADD CONSTRAINT "schedule_visit_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_visits" ADD CONSTRAINT "schedule_visits_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_visits" ADD CONSTRAINT "schedule_visits_distributor_id_users_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_visits" ADD CONSTRAINT "schedule_visits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_proofs_visit_key" ON "delivery_proofs" USING btree ("visit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_visit_orders_order_key" ON "schedule_visit_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_visits_shop_key" ON "schedule_visits" USING btree ("schedule_id","distributor_id","store_id") WHERE "schedule_visits"."status" <> 'completed';--> statement-breakpoint
CREATE INDEX "schedule_visits_route_idx" ON "schedule_visits" USING btree ("schedule_id","distributor_id","visit_order");