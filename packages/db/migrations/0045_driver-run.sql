CREATE TABLE "driver_taps" (
	"key" text PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"action" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_taps_action_check" CHECK ("driver_taps"."action" in ('delivered', 'cash', 'not_delivered'))
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "language" text DEFAULT 'ar' NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "link_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "link_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_failed_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "driver_taps" ADD CONSTRAINT "driver_taps_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_taps_order_idx" ON "driver_taps" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_language_check" CHECK ("drivers"."language" in ('ar', 'en'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_failed_check" CHECK ("orders"."delivery_failed_reason" is null or "orders"."delivery_failed_reason" in ('not_home', 'refused', 'wrong_address'));