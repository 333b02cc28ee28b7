CREATE TABLE "schedule_runs" (
	"schedule_date" date PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "planned_distance_m" integer;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "unoptimised_distance_m" integer;