CREATE TABLE "document_counters" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_prefix_year_pk" PRIMARY KEY("prefix","year"),
	CONSTRAINT "document_counters_positive" CHECK ("document_counters"."last_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "quote_request_id" integer;--> statement-breakpoint
-- Existing quotes and orders get their numbers in date order within each of the shop's calendar years
-- (docs/product/documents.md#numbers), and the counters continue from there.
ALTER TABLE "orders" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "number" text;--> statement-breakpoint
UPDATE "orders" SET "number" = numbered."number" FROM (
  SELECT "id", 'A-' || "year" || '-' || lpad((row_number() OVER (PARTITION BY "year" ORDER BY "created_at", "id"))::text, 6, '0') AS "number"
  FROM (SELECT "id", "created_at", extract(year FROM "created_at" AT TIME ZONE 'Europe/Rome')::integer AS "year" FROM "orders") AS dated
) AS numbered WHERE numbered."id" = "orders"."id";--> statement-breakpoint
UPDATE "quote_requests" SET "number" = numbered."number" FROM (
  SELECT "id", 'P-' || "year" || '-' || lpad((row_number() OVER (PARTITION BY "year" ORDER BY "created_at", "id"))::text, 6, '0') AS "number"
  FROM (SELECT "id", "created_at", extract(year FROM "created_at" AT TIME ZONE 'Europe/Rome')::integer AS "year" FROM "quote_requests") AS dated
) AS numbered WHERE numbered."id" = "quote_requests"."id";--> statement-breakpoint
INSERT INTO "document_counters" ("prefix", "year", "last_number")
  SELECT 'A', extract(year FROM "created_at" AT TIME ZONE 'Europe/Rome')::integer, count(*) FROM "orders" GROUP BY 2
  UNION ALL
  SELECT 'P', extract(year FROM "created_at" AT TIME ZONE 'Europe/Rome')::integer, count(*) FROM "quote_requests" GROUP BY 2;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_quote_request_unique" ON "cart_items" USING btree ("quote_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_number_unique" ON "quote_requests" USING btree ("number");