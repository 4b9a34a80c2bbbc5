ALTER TABLE "coupons" DROP CONSTRAINT "coupons_type_check";--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_value_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_free_from" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_type_check" CHECK ("coupons"."type" in ('percentage', 'fixed', 'shipping', 'free_delivery'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_value_check" CHECK ((case when "coupons"."type" = 'free_delivery' then "coupons"."value" = 0 else "coupons"."value" > 0 end) and ("coupons"."type" <> 'percentage' or "coupons"."value" <= 100) and "coupons"."min_order" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_discount_check" CHECK ("orders"."shipping_discount" >= 0);--> statement-breakpoint
-- The demo coupon FREEDELIVERY promises "free delivery on any order" but was seeded as 25 QAR off delivery,
-- which leaves 15 QAR to pay in a 40 QAR zone. Made the free-delivery type it describes, unless staff changed it.
UPDATE "coupons" SET "type" = 'free_delivery', "value" = 0
  WHERE "code" = 'FREEDELIVERY' AND "type" = 'shipping' AND "value" = 2500;
