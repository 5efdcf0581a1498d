CREATE TABLE "search_query_searcher" (
	"query_id" integer NOT NULL,
	"owner_key" varchar(80) NOT NULL,
	CONSTRAINT "search_query_searcher_query_id_owner_key_pk" PRIMARY KEY("query_id","owner_key")
);
--> statement-breakpoint
ALTER TABLE "search_query_searcher" ADD CONSTRAINT "search_query_searcher_query_id_search_query_query_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."search_query"("query_id") ON DELETE cascade ON UPDATE no action;