CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"auto_cutout" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD COLUMN "cutout_url" text;--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD COLUMN "cutout_thumbnail_url" text;--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD COLUMN "display_image" text DEFAULT 'original' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD CONSTRAINT "wardrobe_items_display_image_check" CHECK ("wardrobe_items"."display_image" = 'original' OR ("wardrobe_items"."display_image" = 'cutout' AND "wardrobe_items"."cutout_url" IS NOT NULL));