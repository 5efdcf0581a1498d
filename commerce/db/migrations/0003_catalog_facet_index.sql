CREATE TABLE "catalog_category_facet_index" (
	"category_id" integer NOT NULL,
	"filter_option_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"key" integer NOT NULL,
	"count_all" integer NOT NULL,
	"count_salable" integer NOT NULL,
	CONSTRAINT "catalog_category_facet_index_category_id_filter_option_id_kind_key_pk" PRIMARY KEY("category_id","filter_option_id","kind","key")
);
--> statement-breakpoint
ALTER TABLE "catalog_category_facet_index" ADD CONSTRAINT "catalog_category_facet_index_category_id_catalog_category_entity_entity_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalog_category_entity"("entity_id") ON DELETE cascade ON UPDATE no action;