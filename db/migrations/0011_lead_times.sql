CREATE TABLE "lead_times" (
	"family" text PRIMARY KEY NOT NULL,
	"min_weeks" integer NOT NULL,
	"max_weeks" integer NOT NULL,
	CONSTRAINT "lead_times_family_valid" CHECK ("lead_times"."family" in ('window','french-window','sliding','shutter','door')),
	CONSTRAINT "lead_times_weeks_range" CHECK ("lead_times"."min_weeks" between 1 and 52 and "lead_times"."max_weeks" between "lead_times"."min_weeks" and 52)
);
--> statement-breakpoint
-- The shop's starting lead times (docs/product/buying.md#delivery-estimate); staff change them in /gestione/catalogo/consegne.
INSERT INTO "lead_times" ("family", "min_weeks", "max_weeks") VALUES
	('window', 5, 6),
	('french-window', 5, 6),
	('sliding', 7, 8),
	('shutter', 3, 4),
	('door', 6, 8)
ON CONFLICT ("family") DO NOTHING;
