ALTER TABLE "orders" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_key" text;--> statement-breakpoint
CREATE INDEX "orders_open_unpaid_email_idx" ON "orders" USING btree ("email_key") WHERE "orders"."status" = 'pending' and ("orders"."payment_status" is null or "orders"."payment_status" = 'pending');--> statement-breakpoint
CREATE INDEX "orders_open_unpaid_phone_idx" ON "orders" USING btree ("phone_key") WHERE "orders"."status" = 'pending' and ("orders"."payment_status" is null or "orders"."payment_status" = 'pending');--> statement-breakpoint
CREATE INDEX "orders_open_unpaid_address_idx" ON "orders" USING btree ("address_key") WHERE "orders"."status" = 'pending' and ("orders"."payment_status" is null or "orders"."payment_status" = 'pending');--> statement-breakpoint
-- Orders placed before this migration: the e-mail key as core's emailKey makes it (lower case, no +tag), so
-- they count towards the cap too; their phone and address keys stay empty.
UPDATE "orders" SET "email_key" = regexp_replace(lower(trim("customer_email")), '\+[^@]*@', '@');
