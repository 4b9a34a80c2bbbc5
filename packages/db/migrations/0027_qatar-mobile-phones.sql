-- hand-written (keep when regenerating)
-- D24: phones already stored on customers and orders in the one form the shop now stores ('+974 5512 3456'),
-- where they read as a Qatari mobile (same rule as core's qatarMobileDigits). Others are left as they were.
CREATE FUNCTION pg_temp.qatar_mobile(typed text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN m IS NULL THEN NULL ELSE '+974 ' || substr(m[1], 1, 4) || ' ' || substr(m[1], 5, 4) END
  FROM (SELECT regexp_match(
    regexp_replace(
      translate(typed, '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'),
      '[\s\-\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g'),
    '^(?:\+974|00974)?([3567][0-9]{7})$') AS m) AS parsed
$$;
--> statement-breakpoint
UPDATE customers SET phone = pg_temp.qatar_mobile(phone)
  WHERE pg_temp.qatar_mobile(phone) IS NOT NULL AND phone <> pg_temp.qatar_mobile(phone);
--> statement-breakpoint
UPDATE orders SET customer_phone = pg_temp.qatar_mobile(customer_phone)
  WHERE pg_temp.qatar_mobile(customer_phone) IS NOT NULL AND customer_phone <> pg_temp.qatar_mobile(customer_phone);
