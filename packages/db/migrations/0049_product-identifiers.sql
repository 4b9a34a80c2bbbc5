ALTER TABLE "product_variants" ADD COLUMN "gtin" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "mpn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gtin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mpn" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sku_unique" UNIQUE("sku");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_gtin_check" CHECK ("product_variants"."gtin" ~ '^[0-9]{8,14}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gtin_check" CHECK ("products"."gtin" ~ '^[0-9]{8,14}$');