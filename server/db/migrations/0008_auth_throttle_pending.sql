ALTER TABLE "login_throttle" ADD COLUMN "pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "pending_until" timestamp with time zone;