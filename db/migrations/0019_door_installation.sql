ALTER TABLE "service_prices" DROP CONSTRAINT "service_prices_code_valid";--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_code_valid" CHECK ("service_prices"."code" in ('installation','door-installation','removal','subframe'));--> statement-breakpoint
-- A door is fitted per door, not by a window's area and minimum (docs/product/buying.md#services); staff edit it in the back office.
INSERT INTO "service_prices" ("code", "price_cents", "minimum_cents") VALUES ('door-installation', 18000, 0)
ON CONFLICT ("code") DO NOTHING;
