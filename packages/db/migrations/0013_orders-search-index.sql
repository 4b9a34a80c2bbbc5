-- The orders search index takes new orders at once instead of through a GIN pending list (fastupdate off): a
-- pending list is read in full by every search until a vacuum merges it. Changed in place, with what is already
-- pending merged now, rather than dropped and rebuilt (seconds of blocked order writes in a large shop).
ALTER INDEX "orders_search_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('orders_search_trgm_idx'::regclass);
