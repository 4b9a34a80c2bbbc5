CREATE TABLE "report_cached_days" (
	"report" text NOT NULL,
	"day" date NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "report_cached_days_report_day_pk" PRIMARY KEY("report","day")
);
--> statement-breakpoint
CREATE TABLE "report_cash_days" (
	"day" date NOT NULL,
	"driver_id" integer,
	"received_by" text,
	"orders" bigint NOT NULL,
	"expected" bigint NOT NULL,
	"collected" bigint NOT NULL,
	"short" bigint NOT NULL,
	"over" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_day_versions" (
	"day" date PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_product_days" (
	"day" date NOT NULL,
	"product_id" integer,
	"variant_id" integer,
	"product_name" text,
	"product_name_en" text,
	"variant_name" text,
	"variant_name_en" text,
	"units" bigint NOT NULL,
	"sales" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_sales_days" (
	"day" date PRIMARY KEY NOT NULL,
	"figures" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "first_sale_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "report_cash_days_day_idx" ON "report_cash_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "report_product_days_day_idx" ON "report_product_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "customers_first_sale_idx" ON "customers" USING btree ("first_sale_at") WHERE "customers"."first_sale_at" is not null;--> statement-breakpoint
-- hand-written (keep when regenerating)
-- Decision 028: a change to orders or their lines bumps the version of each past Doha day it touches (the day
-- placed and the day cash was recorded, before and after), so the reports' cached figures of that day are no
-- longer trusted. Statement-level triggers with transition tables: one pass per statement, bulk writes included.
-- Today is left alone: its figures are never cached, and every new order would otherwise queue on its row.
CREATE FUNCTION report_doha_day(instant timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (instant AT TIME ZONE 'UTC' + interval '3 hours')::date $$;--> statement-breakpoint
CREATE FUNCTION report_days_touch(days date[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO report_day_versions AS v (day, version)
    SELECT day, 1 FROM (SELECT DISTINCT d AS day FROM unnest(days) AS d) AS touched
    WHERE day IS NOT NULL AND day < report_doha_day(now())
    ORDER BY day -- the same lock order in every transaction
    ON CONFLICT (day) DO UPDATE SET version = v.version + 1
  $$;--> statement-breakpoint
CREATE FUNCTION report_orders_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM report_days_touch(ARRAY(
        SELECT report_doha_day(created_at) FROM report_new_rows
        UNION SELECT report_doha_day(cash_received_at) FROM report_new_rows));
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      PERFORM report_days_touch(ARRAY(
        SELECT report_doha_day(created_at) FROM report_old_rows
        UNION SELECT report_doha_day(cash_received_at) FROM report_old_rows));
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
CREATE FUNCTION report_order_items_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM report_days_touch(ARRAY(
        SELECT report_doha_day(o.created_at) FROM orders o WHERE o.id IN (SELECT order_id FROM report_new_rows)));
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      PERFORM report_days_touch(ARRAY(
        SELECT report_doha_day(o.created_at) FROM orders o WHERE o.id IN (SELECT order_id FROM report_old_rows)));
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
CREATE TRIGGER report_orders_inserted AFTER INSERT ON orders
  REFERENCING NEW TABLE AS report_new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_orders_changed();--> statement-breakpoint
CREATE TRIGGER report_orders_updated AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS report_old_rows NEW TABLE AS report_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_orders_changed();--> statement-breakpoint
CREATE TRIGGER report_orders_deleted AFTER DELETE ON orders
  REFERENCING OLD TABLE AS report_old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_orders_changed();--> statement-breakpoint
CREATE TRIGGER report_order_items_inserted AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS report_new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_order_items_changed();--> statement-breakpoint
CREATE TRIGGER report_order_items_updated AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS report_old_rows NEW TABLE AS report_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_order_items_changed();--> statement-breakpoint
CREATE TRIGGER report_order_items_deleted AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS report_old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_order_items_changed();
--> statement-breakpoint
-- A customer's first sale (decision 028), for the customers report's new buyers: recounted under the
-- customer's row lock whenever an order of theirs is placed, changes sale-ness (status, payment) or owner, or
-- is deleted (NO KEY UPDATE: an order's foreign-key check holds KEY SHARE, which FOR UPDATE would deadlock on). The lock makes two transactions touching one customer's orders recount one after the other,
-- each seeing the other's committed orders. The rule is core's SALES_SQL.counts, word for word; the
-- customers-first-sale database test checks them against each other.
CREATE FUNCTION customer_first_sale_recount(customer integer) RETURNS void
  LANGUAGE plpgsql
  AS $$
  DECLARE
    first timestamptz;
  BEGIN
    PERFORM 1 FROM customers WHERE id = customer FOR NO KEY UPDATE;
    SELECT min(created_at) INTO first FROM orders
      WHERE customer_id = customer
        AND (status <> 'canceled' AND (payment_method = 'cash' OR payment_status = 'completed'));
    UPDATE customers SET first_sale_at = first WHERE id = customer AND first_sale_at IS DISTINCT FROM first;
  END
  $$;--> statement-breakpoint
CREATE FUNCTION orders_first_sale_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.customer_id IS NOT NULL THEN
      PERFORM customer_first_sale_recount(OLD.customer_id);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.customer_id IS NOT NULL
        AND NEW.customer_id IS DISTINCT FROM (CASE WHEN TG_OP = 'UPDATE' THEN OLD.customer_id END) THEN
      PERFORM customer_first_sale_recount(NEW.customer_id);
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
CREATE TRIGGER orders_first_sale_inserted AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.customer_id IS NOT NULL) EXECUTE FUNCTION orders_first_sale_changed();--> statement-breakpoint
CREATE TRIGGER orders_first_sale_updated AFTER UPDATE OF status, payment_status, payment_method, customer_id, created_at
  ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.payment_status IS DISTINCT FROM NEW.payment_status
    OR OLD.payment_method IS DISTINCT FROM NEW.payment_method OR OLD.customer_id IS DISTINCT FROM NEW.customer_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION orders_first_sale_changed();--> statement-breakpoint
CREATE TRIGGER orders_first_sale_deleted AFTER DELETE ON orders
  FOR EACH ROW WHEN (OLD.customer_id IS NOT NULL) EXECUTE FUNCTION orders_first_sale_changed();--> statement-breakpoint
UPDATE customers c SET first_sale_at = s.first
  FROM (
    SELECT customer_id, min(created_at) AS first FROM orders
    WHERE customer_id IS NOT NULL
      AND (status <> 'canceled' AND (payment_method = 'cash' OR payment_status = 'completed'))
    GROUP BY customer_id
  ) AS s
  WHERE c.id = s.customer_id;--> statement-breakpoint
-- The customers report's one pass over a range's sales (decision 028): the sale rule as its predicate, only
-- the columns the report reads. Drizzle cannot declare INCLUDE; the schema's orders indexes say it is here.
CREATE INDEX orders_buyers_idx ON orders (created_at) INCLUDE (customer_id, subtotal, discount_amount)
  WHERE (status <> 'canceled' AND (payment_method = 'cash' OR payment_status = 'completed'))
    AND customer_id IS NOT NULL;
