CREATE TABLE "size_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"window_type" text,
	"opening_type" text,
	"min_width_mm" integer NOT NULL,
	"max_width_mm" integer NOT NULL,
	"min_height_mm" integer NOT NULL,
	"max_height_mm" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "size_limits_family_valid" CHECK ("size_limits"."family" in ('window','french-window','sliding','shutter','door')),
	CONSTRAINT "size_limits_range" CHECK ("size_limits"."min_width_mm" between 1 and "size_limits"."max_width_mm" and "size_limits"."max_width_mm" <= 6000 and "size_limits"."min_height_mm" between 1 and "size_limits"."max_height_mm" and "size_limits"."max_height_mm" <= 6000)
);
--> statement-breakpoint
-- The factory's starting limits in mm (docs/product/window-price.md#sizes-the-factory-can-make); staff change them in /gestione/catalogo/misure.
INSERT INTO "size_limits" ("key", "family", "window_type", "opening_type", "min_width_mm", "max_width_mm", "min_height_mm", "max_height_mm") VALUES
	('window:una-anta:*', 'window', 'una-anta', NULL, 350, 1300, 400, 2000),
	('window:due-ante:*', 'window', 'due-ante', NULL, 800, 2400, 500, 2200),
	('window:tre-ante:*', 'window', 'tre-ante', NULL, 1500, 3300, 500, 2200),
	('window:quattro-ante:*', 'window', 'quattro-ante', NULL, 2000, 4000, 500, 2200),
	('window:*:vasistas', 'window', NULL, 'vasistas', 400, 1800, 300, 1500),
	('window:*:fissa', 'window', NULL, 'fissa', 300, 3000, 300, 2600),
	('french-window:una-anta:*', 'french-window', 'una-anta', NULL, 600, 1200, 1800, 2700),
	('french-window:due-ante:*', 'french-window', 'due-ante', NULL, 1000, 2400, 1800, 2700),
	('french-window:tre-ante:*', 'french-window', 'tre-ante', NULL, 1600, 3300, 1800, 2700),
	('sliding:due-ante:*', 'sliding', 'due-ante', NULL, 1400, 4000, 1800, 2800),
	('sliding:tre-ante:*', 'sliding', 'tre-ante', NULL, 2100, 5400, 1800, 2800),
	('sliding:quattro-ante:*', 'sliding', 'quattro-ante', NULL, 2800, 6000, 1800, 2800),
	('shutter:*:*', 'shutter', NULL, NULL, 400, 3500, 400, 3500),
	('door:*:*', 'door', NULL, NULL, 600, 1200, 1900, 2500)
ON CONFLICT ("key") DO NOTHING;
