ALTER TABLE "product_variants" ADD COLUMN "cost_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cost_price" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_cost_price_check" CHECK ("product_variants"."cost_price" is null or "product_variants"."cost_price" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cost_price_check" CHECK ("products"."cost_price" is null or "products"."cost_price" >= 0);