CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"amount" integer NOT NULL,
	"locale" text NOT NULL,
	"customer_name" text NOT NULL,
	"return_url" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transaction_id" text,
	"visa_id" text,
	"card_type" text,
	"callback_due_at" timestamp with time zone,
	"callback_attempts" integer DEFAULT 0 NOT NULL,
	"callback_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_status_check" CHECK ("sandbox_payments"."status" in ('pending', 'completed', 'failed', 'cancelled')),
	CONSTRAINT "sandbox_payments_amount_check" CHECK ("sandbox_payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE INDEX "sandbox_payments_callback_due_idx" ON "sandbox_payments" USING btree ("callback_due_at") WHERE "sandbox_payments"."callback_due_at" is not null;