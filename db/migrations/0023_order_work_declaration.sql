ALTER TABLE "orders" ADD COLUMN "residential_declared" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "work_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_work_kind_valid" CHECK ("orders"."work_kind" in ('manutenzione-ordinaria','manutenzione-straordinaria','ristrutturazione','nuova-costruzione'));