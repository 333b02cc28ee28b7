CREATE TABLE "closed_day_years" (
	"year" integer PRIMARY KEY NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closed_days" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_orders" (
	"store_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"source" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generated_orders_store_id_delivery_date_source_pk" PRIMARY KEY("store_id","delivery_date","source")
);
--> statement-breakpoint
CREATE TABLE "standing_order_exceptions" (
	"store_id" integer NOT NULL,
	"date" date NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_order_exceptions_store_id_date_product_id_pk" PRIMARY KEY("store_id","date","product_id"),
	CONSTRAINT "standing_order_exceptions_quantity_check" CHECK ("standing_order_exceptions"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "standing_order_lines" (
	"store_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "standing_order_lines_store_id_weekday_product_id_pk" PRIMARY KEY("store_id","weekday","product_id"),
	CONSTRAINT "standing_order_lines_weekday_check" CHECK ("standing_order_lines"."weekday" between 1 and 7),
	CONSTRAINT "standing_order_lines_quantity_check" CHECK ("standing_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "standing_orders" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"paused" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "closed_day_years" ADD CONSTRAINT "closed_day_years_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_orders" ADD CONSTRAINT "generated_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_orders" ADD CONSTRAINT "generated_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_exceptions" ADD CONSTRAINT "standing_order_exceptions_store_id_standing_orders_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."standing_orders"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_exceptions" ADD CONSTRAINT "standing_order_exceptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_exceptions" ADD CONSTRAINT "standing_order_exceptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_lines" ADD CONSTRAINT "standing_order_lines_store_id_standing_orders_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."standing_orders"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_lines" ADD CONSTRAINT "standing_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;