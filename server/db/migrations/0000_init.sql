CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"changes" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"user_id" integer,
	"success" boolean NOT NULL,
	"reason" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "app_meta_key_pk" PRIMARY KEY("key")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"role" text,
	"type" text DEFAULT 'info' NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_eur" numeric(14, 2) NOT NULL,
	"discount_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"gift_quantity" integer DEFAULT 0 NOT NULL,
	"gift_reason" text,
	"notes" text,
	"line_total_eur" numeric(14, 2) NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_gift_check" CHECK ("order_items"."gift_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"store_id" integer NOT NULL,
	"assigned_distributor_id" integer,
	"created_by" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"order_date" date NOT NULL,
	"delivery_date" date,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"exchange_rate" numeric(14, 4) NOT NULL,
	"notes" text,
	"special_instructions" text,
	"total_amount_eur" numeric(14, 2) DEFAULT 0 NOT NULL,
	"discount_amount_eur" numeric(14, 2) DEFAULT 0 NOT NULL,
	"final_amount_eur" numeric(14, 2) DEFAULT 0 NOT NULL,
	"final_amount_syp" numeric(14, 2) DEFAULT 0 NOT NULL,
	"paid_amount_eur" numeric(14, 2) DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"amount_eur" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"method" text DEFAULT 'cash' NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"payment_date" date NOT NULL,
	"reference" text,
	"notes" text,
	"idempotency_key" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_eur" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"unit" text DEFAULT 'piece' NOT NULL,
	"barcode" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"price_eur" numeric(14, 2) NOT NULL,
	"price_syp" numeric(14, 2),
	"cost_eur" numeric(14, 2),
	"cost_syp" numeric(14, 2),
	"stock_quantity" integer,
	"minimum_stock" integer DEFAULT 0 NOT NULL,
	"weight_grams" numeric(10, 2),
	"shelf_life_days" integer,
	"production_date" date,
	"expiry_date" date,
	"storage_conditions" text,
	"supplier_info" jsonb,
	"nutritional_info" jsonb,
	"allergen_info" jsonb,
	"image_url" text,
	"created_by" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_barcode_unique" UNIQUE("barcode"),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock_quantity" IS NULL OR "products"."stock_quantity" >= 0),
	CONSTRAINT "products_price_check" CHECK ("products"."price_eur" > 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"owner_name" text,
	"contact_person" text,
	"phone" text,
	"email" text,
	"address" text,
	"formatted_address" text,
	"place_id" text,
	"region" text,
	"category" text DEFAULT 'other' NOT NULL,
	"store_type" text DEFAULT 'retail' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"tax_number" text,
	"business_license" text,
	"payment_method" text DEFAULT 'cash' NOT NULL,
	"payment_terms" text DEFAULT 'cash' NOT NULL,
	"credit_limit_eur" numeric(14, 2) DEFAULT 0 NOT NULL,
	"current_balance_eur" numeric(14, 2) DEFAULT 0 NOT NULL,
	"discount_rate" numeric(5, 2) DEFAULT 0 NOT NULL,
	"opening_hours" text,
	"delivery_notes" text,
	"special_instructions" text,
	"priority" text DEFAULT 'medium' NOT NULL,
	"notes" text,
	"latitude" double precision,
	"longitude" double precision,
	"display_order" integer DEFAULT 0 NOT NULL,
	"performance_rating" numeric(2, 1),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_credit_limit_check" CHECK ("stores"."credit_limit_eur" >= 0)
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"address" text,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"salary_eur" numeric(14, 2),
	"hired_date" date,
	"last_login" timestamp with time zone,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"work_status" text DEFAULT 'available' NOT NULL,
	"license_number" text,
	"employee_id" text,
	"nationality" text,
	"date_of_birth" date,
	"education_level" text,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"emergency_contact_relation" text,
	"notes" text,
	"avatar_url" text,
	"bio" text,
	"latitude" double precision,
	"longitude" double precision,
	"location_updated_at" timestamp with time zone,
	"performance_rating" numeric(2, 1),
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer,
	"distributor_id" integer,
	"type" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"amount_eur" numeric(14, 2) NOT NULL,
	"description" text NOT NULL,
	"expense_date" date NOT NULL,
	"km" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_expenses_amount_check" CHECK ("vehicle_expenses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_type" text NOT NULL,
	"vehicle_model" text NOT NULL,
	"vehicle_plate" text NOT NULL,
	"vehicle_year" integer NOT NULL,
	"vehicle_color" text,
	"status" text DEFAULT 'active' NOT NULL,
	"fuel_type" text DEFAULT 'gasoline' NOT NULL,
	"transmission_type" text,
	"engine_capacity" text,
	"carrying_capacity" numeric(10, 2),
	"fuel_consumption" numeric(6, 2),
	"current_km" integer DEFAULT 0 NOT NULL,
	"next_maintenance_km" integer,
	"last_maintenance_date" date,
	"last_maintenance_km" integer,
	"maintenance_interval_km" integer,
	"insurance_company" text,
	"insurance_expiry_date" date,
	"registration_date" date,
	"registration_expiry_date" date,
	"purchase_date" date,
	"purchase_price_eur" numeric(14, 2),
	"purchase_price_syp" numeric(14, 2),
	"is_company_owned" boolean DEFAULT true NOT NULL,
	"notes" text,
	"assigned_distributor_id" integer,
	"assigned_at" timestamp with time zone,
	"assigned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_vehicle_plate_unique" UNIQUE("vehicle_plate")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assigned_distributor_id_users_id_fk" FOREIGN KEY ("assigned_distributor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_product_categories_code_fk" FOREIGN KEY ("category") REFERENCES "public"."product_categories"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_settings" ADD CONSTRAINT "system_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_expenses" ADD CONSTRAINT "vehicle_expenses_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_expenses" ADD CONSTRAINT "vehicle_expenses_distributor_id_users_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_assigned_distributor_id_users_id_fk" FOREIGN KEY ("assigned_distributor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_user_idx" ON "login_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status");--> statement-breakpoint
CREATE INDEX "orders_store_idx" ON "orders" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "orders_distributor_idx" ON "orders" USING btree ("assigned_distributor_id","delivery_date");--> statement-breakpoint
CREATE INDEX "orders_order_date_idx" ON "orders" USING btree ("order_date");--> statement-breakpoint
CREATE INDEX "orders_delivery_date_idx" ON "orders" USING btree ("delivery_date");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_store_idx" ON "payments" USING btree ("store_id","payment_date");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stores_status_idx" ON "stores" USING btree ("status");--> statement-breakpoint
CREATE INDEX "stores_display_order_idx" ON "stores" USING btree ("display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","status");--> statement-breakpoint
CREATE INDEX "vehicle_expenses_distributor_idx" ON "vehicle_expenses" USING btree ("distributor_id","expense_date");--> statement-breakpoint
CREATE INDEX "vehicle_expenses_vehicle_idx" ON "vehicle_expenses" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_assigned_distributor_key" ON "vehicles" USING btree ("assigned_distributor_id");