CREATE TABLE "item_wears" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"worn_at" timestamp with time zone NOT NULL,
	"previous_last_worn" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD COLUMN "colors" jsonb;--> statement-breakpoint
ALTER TABLE "item_wears" ADD CONSTRAINT "item_wears_item_id_wardrobe_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."wardrobe_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_wears" ADD CONSTRAINT "item_wears_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_wears_item_worn_idx" ON "item_wears" USING btree ("item_id","worn_at");--> statement-breakpoint
CREATE INDEX "item_wears_user_worn_idx" ON "item_wears" USING btree ("user_id","worn_at");