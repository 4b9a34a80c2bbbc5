ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_check";--> statement-breakpoint
DROP INDEX "orders_history_idx";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "list_price" integer;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE INDEX "orders_history_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."archived_at" is null and "orders"."status" in ('delivered', 'canceled', 'returned');--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_list_price_check" CHECK ("order_items"."list_price" >= "order_items"."unit_price");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'confirmed', 'shipped', 'delivered', 'canceled', 'returned'));--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('initial', 'order_reserved', 'payment_released', 'order_canceled', 'manual_adjustment', 'import', 'return'));;--> statement-breakpoint
-- hand-written (keep when regenerating; also keep list_price's ADD COLUMN above without NOT NULL: it is set below)
-- Decision 027: lines older than list_price were charged at a price whose reduction is not known: their list
-- price is the charged one (no product discount).
UPDATE "order_items" SET "list_price" = "unit_price" WHERE "list_price" IS NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "list_price" SET NOT NULL;
