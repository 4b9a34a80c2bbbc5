-- The shop's own gift-card codes leave the clear: each card keeps the keyed hash of its code (found by it)
-- and the code sealed by the gift-codes vault. SQL cannot do either (the key never enters the database), so
-- a card of an older release keeps its code marked as waiting ('unsealed:' in code_sealed, a placeholder
-- naming its id in code_hash, never a real hash: nobody finds it meanwhile) until the server, before it
-- serves, seals and hashes it and writes over both (sealWaitingGiftCardCodes). The plain column goes here.
ALTER TABLE "gift_cards" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "code_sealed" text;--> statement-breakpoint
UPDATE "gift_cards" SET "code_hash" = 'unsealed:' || "id", "code_sealed" = 'unsealed:' || "code"
  WHERE "code" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" DROP CONSTRAINT "gift_cards_code_unique";--> statement-breakpoint
ALTER TABLE "gift_cards" DROP CONSTRAINT "gift_cards_code_source_check";--> statement-breakpoint
ALTER TABLE "gift_cards" DROP COLUMN "code";--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_code_hash_unique" UNIQUE("code_hash");--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_code_source_check" CHECK (("gift_cards"."code_hash" is null) <> ("gift_cards"."inventory_code_id" is null));--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_code_sealed_check" CHECK (("gift_cards"."code_hash" is null) = ("gift_cards"."code_sealed" is null));
