ALTER TABLE "whatsapp_connection" ADD COLUMN "send_problem" jsonb;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "outbox_id" integer;--> statement-breakpoint
CREATE INDEX "outbox_whatsapp_order_idx" ON "outbox" USING btree ((("payload"->>'orderId'))) WHERE "outbox"."kind" like 'whatsapp:%';--> statement-breakpoint
CREATE INDEX "whatsapp_messages_outbox_idx" ON "whatsapp_messages" USING btree ("outbox_id");