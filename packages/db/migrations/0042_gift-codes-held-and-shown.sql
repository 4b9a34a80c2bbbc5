ALTER TABLE "orders" ADD COLUMN "gift_codes_shown_at" timestamp with time zone;--> statement-breakpoint
-- hand-written (keep when regenerating)
-- A brand gift card's stock is its count of available codes. An unpaid order holds its codes themselves
-- (status 'reserved', taken with FOR UPDATE SKIP LOCKED), so buyers of one card never queue on its product
-- row; the product's and variant's stock then follow the codes through this recount, one statement that locks
-- the two rows (product first, then variant: the stock ledger's order) for its own instant only. Each
-- statement of a volatile PL/pgSQL function reads a fresh snapshot, so the count, taken after the locks, sees
-- every transaction committed before them: two recounts at once cannot leave an older count behind. The
-- difference is written to the stock ledger (one movement per row) under the caller's reason and order.
CREATE FUNCTION gift_code_stock_recount(p_product integer, p_variant integer, p_reason text, p_order integer)
  RETURNS TABLE (product_before integer, product_after integer, variant_before integer, variant_after integer)
  LANGUAGE plpgsql VOLATILE
  AS $$
  DECLARE
    counted integer;
    moved integer;
  BEGIN
    SELECT p.stock INTO product_before FROM products p WHERE p.id = p_product FOR NO KEY UPDATE;
    IF NOT FOUND THEN RETURN; END IF;
    IF p_variant IS NOT NULL THEN
      SELECT v.stock INTO variant_before FROM product_variants v
        WHERE v.id = p_variant AND v.product_id = p_product FOR NO KEY UPDATE;
      IF NOT FOUND THEN RETURN; END IF;
    END IF;
    SELECT count(*)::int INTO counted FROM gift_card_codes c
      WHERE c.product_id = p_product AND c.variant_id IS NOT DISTINCT FROM p_variant AND c.status = 'available';
    moved := counted - coalesce(variant_before, product_before);
    -- A product's stock is the sum of its variants': it moves by what its variant moved.
    product_after := greatest(0, product_before + moved);
    variant_after := CASE WHEN p_variant IS NULL THEN NULL ELSE counted END;
    IF p_variant IS NOT NULL AND moved <> 0 THEN
      UPDATE product_variants SET stock = counted WHERE id = p_variant;
      INSERT INTO stock_movements (product_id, variant_id, delta, stock_after, reason, order_id)
        VALUES (p_product, p_variant, moved, counted, p_reason, p_order);
    END IF;
    IF product_after <> product_before THEN
      UPDATE products SET stock = product_after WHERE id = p_product;
      INSERT INTO stock_movements (product_id, variant_id, delta, stock_after, reason, order_id)
        VALUES (p_product, NULL, product_after - product_before, product_after, p_reason, p_order);
    END IF;
    RETURN NEXT;
  END
  $$;
