CREATE TABLE "whatsapp_connection" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"phone_number_id" text,
	"business_account_id" text,
	"access_token_sealed" text,
	"app_secret_sealed" text,
	"verify_token_sealed" text,
	"last_check" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_connection_one_row" CHECK ("whatsapp_connection"."id" = 1)
);
