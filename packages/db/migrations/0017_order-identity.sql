CREATE SEQUENCE "public"."orders_short_number_seq" INCREMENT BY 1 MINVALUE 1001 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "short_number" integer DEFAULT nextval('orders_short_number_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_signed_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_key" text;--> statement-breakpoint
CREATE INDEX "customers_phone_key_idx" ON "customers" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "customers_email_key_idx" ON "customers" USING btree ("email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_guest_phone_unique" ON "customers" USING btree ("phone_key") WHERE "customers"."password_hash" is null and "customers"."phone_key" is not null;--> statement-breakpoint
CREATE INDEX "customers_kind_created_idx" ON "customers" USING btree (("password_hash" is null),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_short_number_unique" UNIQUE("short_number");--> statement-breakpoint
-- hand-written (keep when regenerating)
-- Short numbers (D20, decision 020): the column above numbered existing orders in storage order; number them
-- again in creation order (#1001 the first order ever), through negative values so the unique constraint
-- never sees two rows share a number mid-update, then let the sequence carry on after the last one.
UPDATE "orders" SET "short_number" = -"id";--> statement-breakpoint
UPDATE "orders" o SET "short_number" = 1000 + n.rn
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS rn FROM "orders") n
WHERE n."id" = o."id";--> statement-breakpoint
SELECT setval('orders_short_number_seq', (SELECT coalesce(max("short_number"), 1000) + 1 FROM "orders"), false);--> statement-breakpoint
-- Orders placed signed in are their account's own (placed_signed_in): every order linked before now was.
UPDATE "orders" SET "placed_signed_in" = true WHERE "customer_id" IS NOT NULL;--> statement-breakpoint
-- Every buyer is a customer (issue 24): the keys of core's phoneKey and emailKey, for accounts and for the
-- orders of 0005's time that have no phone key yet (Arabic-Indic digits made Latin, non-digits dropped, a
-- 00 and then a 974 prefix of a longer number dropped).
CREATE FUNCTION pg_temp.matjar_phone_key(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT nullif(CASE WHEN d LIKE '974%' AND length(d) > 8 THEN substr(d, 4) ELSE d END, '')
  FROM (SELECT CASE WHEN d0 LIKE '00%' THEN substr(d0, 3) ELSE d0 END AS d
    FROM (SELECT regexp_replace(translate(coalesce(phone, ''), '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'),
      '[^0-9]', '', 'g') AS d0) AS digits) AS local
$$;--> statement-breakpoint
UPDATE "customers" SET "phone_key" = pg_temp.matjar_phone_key("phone"),
  "email_key" = regexp_replace(lower(trim("email")), '\+[^@]*@', '@');--> statement-breakpoint
UPDATE "orders" SET "phone_key" = pg_temp.matjar_phone_key("customer_phone")
WHERE "phone_key" IS NULL AND "customer_phone" IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "email_key" = regexp_replace(lower(trim("customer_email")), '\+[^@]*@', '@')
WHERE "email_key" IS NULL;--> statement-breakpoint
-- Orders placed without an account join their customer as create-order would have joined them, oldest first:
-- the customer with the same phone, else the same e-mail (an account before a guest, then the oldest); with
-- neither, a guest is created from the order's details, dated by the order.
DO $$
DECLARE
  o record;
  found_id integer;
BEGIN
  FOR o IN SELECT "id", "customer_name", "customer_email", "customer_phone", "phone_key", "email_key", "created_at"
    FROM "orders" WHERE "customer_id" IS NULL ORDER BY "created_at", "id"
  LOOP
    SELECT c."id" INTO found_id FROM "customers" c
    WHERE c."phone_key" = o."phone_key" OR c."email_key" = o."email_key"
    ORDER BY (c."phone_key" = o."phone_key") IS TRUE DESC, (c."password_hash" IS NOT NULL) DESC, c."id"
    LIMIT 1;
    IF found_id IS NULL THEN
      INSERT INTO "customers" ("first_name", "last_name", "email", "phone", "phone_key", "email_key", "created_at",
        "updated_at")
      VALUES (split_part(btrim(o."customer_name"), ' ', 1),
        btrim(substr(btrim(o."customer_name"), length(split_part(btrim(o."customer_name"), ' ', 1)) + 1)),
        btrim(o."customer_email"), coalesce(o."customer_phone", ''), o."phone_key", o."email_key", o."created_at",
        o."created_at")
      ON CONFLICT DO NOTHING
      RETURNING "id" INTO found_id;
      -- Only a row the keys missed can conflict (the same e-mail written otherwise): that row is the customer.
      IF found_id IS NULL THEN
        SELECT c."id" INTO found_id FROM "customers" c
        WHERE lower(c."email") = lower(btrim(o."customer_email"))
          OR (c."password_hash" IS NULL AND c."phone_key" = o."phone_key")
        ORDER BY c."id" LIMIT 1;
      END IF;
    END IF;
    UPDATE "orders" SET "customer_id" = found_id WHERE "id" = o."id";
  END LOOP;
END
$$;--> statement-breakpoint
-- The backfills above rewrote every order several times: rebuild its indexes (the search's trigram index came
-- out three times its size at 100,000 orders), as a restore would have them.
REINDEX TABLE "orders";
