CREATE TABLE "vehicle_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"distributor_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" integer,
	"unassigned_at" timestamp with time zone,
	"unassigned_by" integer
);
--> statement-breakpoint
CREATE TABLE "vehicle_maintenance" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"maintenance_date" date NOT NULL,
	"km" integer NOT NULL,
	"work_done" text NOT NULL,
	"cost_eur" numeric(14, 2),
	"expense_id" integer,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_maintenance_km_check" CHECK ("vehicle_maintenance"."km" >= 0),
	CONSTRAINT "vehicle_maintenance_cost_check" CHECK ("vehicle_maintenance"."cost_eur" IS NULL OR "vehicle_maintenance"."cost_eur" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vehicles" DROP CONSTRAINT "vehicles_vehicle_plate_unique";--> statement-breakpoint
DROP INDEX "vehicle_expenses_vehicle_idx";--> statement-breakpoint
ALTER TABLE "vehicle_expenses" ADD COLUMN "litres" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "vehicle_expenses" ADD COLUMN "recorded_by" integer;--> statement-breakpoint
ALTER TABLE "vehicle_expenses" ADD COLUMN "exchange_rate" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "vehicle_expenses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "purchase_currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "purchase_exchange_rate" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "purchase_km" integer;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_distributor_id_users_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_unassigned_by_users_id_fk" FOREIGN KEY ("unassigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_maintenance" ADD CONSTRAINT "vehicle_maintenance_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_maintenance" ADD CONSTRAINT "vehicle_maintenance_expense_id_vehicle_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."vehicle_expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_maintenance" ADD CONSTRAINT "vehicle_maintenance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_assignments_vehicle_idx" ON "vehicle_assignments" USING btree ("vehicle_id","assigned_at");--> statement-breakpoint
CREATE INDEX "vehicle_assignments_distributor_idx" ON "vehicle_assignments" USING btree ("distributor_id","assigned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_assignments_open_vehicle_key" ON "vehicle_assignments" USING btree ("vehicle_id") WHERE "vehicle_assignments"."unassigned_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_assignments_open_distributor_key" ON "vehicle_assignments" USING btree ("distributor_id") WHERE "vehicle_assignments"."unassigned_at" IS NULL;--> statement-breakpoint
CREATE INDEX "vehicle_maintenance_vehicle_idx" ON "vehicle_maintenance" USING btree ("vehicle_id","maintenance_date");--> statement-breakpoint
ALTER TABLE "vehicle_expenses" ADD CONSTRAINT "vehicle_expenses_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_key" ON "vehicles" USING btree (upper(regexp_replace("vehicle_plate", '\s', '', 'g')));--> statement-breakpoint
CREATE INDEX "vehicle_expenses_vehicle_idx" ON "vehicle_expenses" USING btree ("vehicle_id","expense_date");--> statement-breakpoint
ALTER TABLE "vehicle_expenses" ADD CONSTRAINT "vehicle_expenses_km_check" CHECK ("vehicle_expenses"."km" IS NULL OR "vehicle_expenses"."km" >= 0);--> statement-breakpoint
ALTER TABLE "vehicle_expenses" ADD CONSTRAINT "vehicle_expenses_litres_check" CHECK ("vehicle_expenses"."litres" IS NULL OR ("vehicle_expenses"."litres" > 0 AND "vehicle_expenses"."type" = 'fuel'));--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_year_check" CHECK ("vehicles"."vehicle_year" >= 1990);--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_km_check" CHECK ("vehicles"."current_km" >= 0);--> statement-breakpoint
-- Vehicles assigned before this migration start their history with an open assignment.
INSERT INTO "vehicle_assignments" ("vehicle_id", "distributor_id", "assigned_at", "assigned_by")
SELECT "id", "assigned_distributor_id", COALESCE("assigned_at", "created_at"), "assigned_by"
FROM "vehicles" WHERE "assigned_distributor_id" IS NOT NULL;--> statement-breakpoint
UPDATE "vehicle_expenses" SET "recorded_by" = "distributor_id" WHERE "recorded_by" IS NULL;
