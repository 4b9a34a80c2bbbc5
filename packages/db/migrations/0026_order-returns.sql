ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_check";--> statement-breakpoint
DROP INDEX "orders_history_idx";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "list_price" integer;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE INDEX "orders_history_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."archived_at" is null and "orders"."status" in ('delivered', 'canceled', 'returned');--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_list_price_check" CHECK ("order_items"."list_price" >= "order_items"."unit_price");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'confirmed', 'shipped', 'delivered', 'canceled', 'returned'));--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('initial', 'order_reserved', 'payment_released', 'order_canceled', 'manual_adjustment', 'import', 'return'));--> statement-breakpoint
-- hand-written (keep when regenerating; also keep list_price's ADD COLUMN above without NOT NULL: it is set below)
-- Decision 027: lines older than list_price were charged at a price whose reduction is not known: their list
-- price is the charged one (no product discount).
UPDATE "order_items" SET "list_price" = "unit_price" WHERE "list_price" IS NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "list_price" SET NOT NULL;
--> statement-breakpoint
-- Decision 028 holds the sale rule in two places the schema cannot regenerate: a returned order is not a sale
-- (SALES_SQL.counts, decision 027), so the first-sale recount and the customers report's index say so too.
CREATE OR REPLACE FUNCTION customer_first_sale_recount(customer integer) RETURNS void
  LANGUAGE plpgsql
  AS $$
  DECLARE
    first timestamptz;
  BEGIN
    PERFORM 1 FROM customers WHERE id = customer FOR NO KEY UPDATE;
    SELECT min(created_at) INTO first FROM orders
      WHERE customer_id = customer
        AND (status NOT IN ('canceled', 'returned') AND (payment_method = 'cash' OR payment_status = 'completed'));
    UPDATE customers SET first_sale_at = first WHERE id = customer AND first_sale_at IS DISTINCT FROM first;
  END
  $$;--> statement-breakpoint
DROP INDEX orders_buyers_idx;--> statement-breakpoint
CREATE INDEX orders_buyers_idx ON orders (created_at) INCLUDE (customer_id, subtotal, discount_amount)
  WHERE (status NOT IN ('canceled', 'returned') AND (payment_method = 'cash' OR payment_status = 'completed'))
    AND customer_id IS NOT NULL;
