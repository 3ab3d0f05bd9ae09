ALTER TABLE "orders" ADD COLUMN "shipping_street" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_house_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_province" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_fiscal_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_company_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_vat_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_sdi_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_pec" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_deduction" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_iban" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "withdrawal_exclusion_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_type_valid" CHECK ("orders"."invoice_type" in ('privato','azienda'));