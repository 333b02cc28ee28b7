CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"rate" numeric(14, 4) NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" integer
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_rates_from_idx" ON "exchange_rates" USING btree ("effective_from");