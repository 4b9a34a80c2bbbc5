CREATE TABLE "delivery_window_days" (
	"day" date NOT NULL,
	"window_start" text NOT NULL,
	CONSTRAINT "delivery_window_days_day_window_start_pk" PRIMARY KEY("day","window_start")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_window_start" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_window_end" text;--> statement-breakpoint
CREATE INDEX "orders_delivery_window_idx" ON "orders" USING btree ("delivery_date","delivery_window_start") WHERE "orders"."delivery_date" is not null and "orders"."status" not in ('canceled', 'returned');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_window_check" CHECK (("orders"."delivery_date" is null) = ("orders"."delivery_window_start" is null)
        and ("orders"."delivery_date" is null) = ("orders"."delivery_window_end" is null));