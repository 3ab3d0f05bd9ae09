CREATE TABLE "product_option_sets" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"locked" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"defaults" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calculator_options" DROP CONSTRAINT "calculator_options_type_valid";--> statement-breakpoint
ALTER TABLE "product_option_sets" ADD CONSTRAINT "product_option_sets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_options" ADD CONSTRAINT "calculator_options_type_valid" CHECK ("calculator_options"."type" in ('material','system','profile','color','windowType','openingType','slidingType','slatMaterial','operation','box','finish','openingSide','handle'));