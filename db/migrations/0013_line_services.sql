CREATE TABLE "service_prices" (
	"code" text PRIMARY KEY NOT NULL,
	"price_cents" integer NOT NULL,
	"minimum_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_prices_code_valid" CHECK ("service_prices"."code" in ('installation','removal','subframe')),
	CONSTRAINT "service_prices_amounts_range" CHECK ("service_prices"."price_cents" >= 0 and "service_prices"."minimum_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Starting prices, editable in the back office (docs/product/buying.md#services).
INSERT INTO "service_prices" ("code", "price_cents", "minimum_cents") VALUES
  ('installation', 6000, 12000),
  ('removal', 5000, 0),
  ('subframe', 1800, 0)
ON CONFLICT ("code") DO NOTHING;
