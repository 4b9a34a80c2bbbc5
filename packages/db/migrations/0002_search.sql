DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_name_en_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (btrim(regexp_replace(lower(translate(regexp_replace(name, '[\u064B-\u0655\u0670\u0640]', '', 'g'), 'آأإٱةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'ااااهي01234567890123456789')), '\s+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name_en" text GENERATED ALWAYS AS (btrim(regexp_replace(lower(translate(regexp_replace(coalesce(name_en, ''), '[\u064B-\u0655\u0670\u0640]', '', 'g'), 'آأإٱةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'ااااهي01234567890123456789')), '\s+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_name_en_trgm_idx" ON "products" USING gin ("search_name_en" gin_trgm_ops);