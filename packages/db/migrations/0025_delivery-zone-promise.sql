ALTER TABLE "orders" ADD COLUMN "delivery_days_min" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_days_max" integer;