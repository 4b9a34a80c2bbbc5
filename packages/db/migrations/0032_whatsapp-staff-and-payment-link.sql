ALTER TABLE "orders" ADD COLUMN "payment_url" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "whatsapp_phone" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "whatsapp_notifications" boolean DEFAULT false NOT NULL;