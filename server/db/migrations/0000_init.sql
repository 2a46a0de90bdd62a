CREATE TABLE "alter_ego_outfits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alter_ego_id" uuid NOT NULL,
	"outfit_id" uuid NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alter_egos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"style_preferences" text[] DEFAULT '{}'::text[] NOT NULL,
	"color_palette" text[] DEFAULT '{}'::text[] NOT NULL,
	"occasions" text[] DEFAULT '{}'::text[] NOT NULL,
	"personality" text,
	"celebrity_match" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capsule_wardrobes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"item_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"theme" text,
	"season" text,
	"max_items" integer DEFAULT 30 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capsule_wardrobes_max_items_check" CHECK ("capsule_wardrobes"."max_items" BETWEEN 5 AND 50)
);
--> statement-breakpoint
CREATE TABLE "fashion_insights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"insight_type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"related_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"wardrobe_item_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"price" integer NOT NULL,
	"condition" text,
	"size" text,
	"brand" text,
	"category" text,
	"image_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_listings_price_check" CHECK ("marketplace_listings"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outfit_calendar" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"outfit_id" uuid,
	"date" date NOT NULL,
	"event_name" text,
	"event_type" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outfits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"item_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"occasion" text,
	"weather" text,
	"temperature" integer,
	"ai_generated" boolean DEFAULT false NOT NULL,
	"rating" integer,
	"times_worn" integer DEFAULT 0 NOT NULL,
	"last_worn" timestamp with time zone,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packing_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"trip_name" text NOT NULL,
	"destination" text,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"item_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_session_outfits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"outfit_id" uuid,
	"name" text,
	"image_url" text,
	"item_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"access_token" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_outfit_id" uuid NOT NULL,
	"voter_name" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_votes_rating_check" CHECK ("rating_votes"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_name" text NOT NULL,
	"category" text NOT NULL,
	"description" text,
	"reason" text,
	"estimated_price" integer,
	"image_url" text,
	"retail_link" text,
	"brand" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_viewed" boolean DEFAULT false NOT NULL,
	"is_purchased" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"outfit_id" uuid,
	"caption" text,
	"image_url" text,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "style_diary" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text,
	"source_type" text DEFAULT 'web',
	"source_url" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sustainability_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"goal_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"target_value" integer,
	"current_value" integer DEFAULT 0 NOT NULL,
	"target_date" timestamp with time zone,
	"is_completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wardrobe_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"color" text,
	"brand" text,
	"size" text,
	"price" integer,
	"image_url" text,
	"thumbnail_url" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"times_worn" integer DEFAULT 0 NOT NULL,
	"last_worn" timestamp with time zone,
	"ai_tags" jsonb,
	"in_laundry" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wardrobe_items_price_check" CHECK ("wardrobe_items"."price" IS NULL OR "wardrobe_items"."price" >= 0),
	CONSTRAINT "wardrobe_items_times_worn_check" CHECK ("wardrobe_items"."times_worn" >= 0)
);
--> statement-breakpoint
ALTER TABLE "alter_ego_outfits" ADD CONSTRAINT "alter_ego_outfits_alter_ego_id_alter_egos_id_fk" FOREIGN KEY ("alter_ego_id") REFERENCES "public"."alter_egos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alter_ego_outfits" ADD CONSTRAINT "alter_ego_outfits_outfit_id_outfits_id_fk" FOREIGN KEY ("outfit_id") REFERENCES "public"."outfits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alter_egos" ADD CONSTRAINT "alter_egos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_wardrobes" ADD CONSTRAINT "capsule_wardrobes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fashion_insights" ADD CONSTRAINT "fashion_insights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_wardrobe_item_id_wardrobe_items_id_fk" FOREIGN KEY ("wardrobe_item_id") REFERENCES "public"."wardrobe_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfit_calendar" ADD CONSTRAINT "outfit_calendar_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfit_calendar" ADD CONSTRAINT "outfit_calendar_outfit_id_outfits_id_fk" FOREIGN KEY ("outfit_id") REFERENCES "public"."outfits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfits" ADD CONSTRAINT "outfits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_lists" ADD CONSTRAINT "packing_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_id_social_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."social_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_social_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."social_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_session_outfits" ADD CONSTRAINT "rating_session_outfits_session_id_rating_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."rating_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_session_outfits" ADD CONSTRAINT "rating_session_outfits_outfit_id_outfits_id_fk" FOREIGN KEY ("outfit_id") REFERENCES "public"."outfits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_sessions" ADD CONSTRAINT "rating_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_votes" ADD CONSTRAINT "rating_votes_session_outfit_id_rating_session_outfits_id_fk" FOREIGN KEY ("session_outfit_id") REFERENCES "public"."rating_session_outfits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_suggestions" ADD CONSTRAINT "shopping_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_outfit_id_outfits_id_fk" FOREIGN KEY ("outfit_id") REFERENCES "public"."outfits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_diary" ADD CONSTRAINT "style_diary_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sustainability_goals" ADD CONSTRAINT "sustainability_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD CONSTRAINT "wardrobe_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alter_ego_outfits_pair_idx" ON "alter_ego_outfits" USING btree ("alter_ego_id","outfit_id");--> statement-breakpoint
CREATE INDEX "alter_ego_outfits_outfit_id_idx" ON "alter_ego_outfits" USING btree ("outfit_id");--> statement-breakpoint
CREATE INDEX "alter_egos_user_id_idx" ON "alter_egos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "capsule_wardrobes_user_id_idx" ON "capsule_wardrobes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fashion_insights_user_id_idx" ON "fashion_insights" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "marketplace_listings_user_id_idx" ON "marketplace_listings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "marketplace_listings_status_created_idx" ON "marketplace_listings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "marketplace_listings_wardrobe_item_id_idx" ON "marketplace_listings" USING btree ("wardrobe_item_id");--> statement-breakpoint
CREATE INDEX "outfit_calendar_user_date_idx" ON "outfit_calendar" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "outfit_calendar_outfit_id_idx" ON "outfit_calendar" USING btree ("outfit_id");--> statement-breakpoint
CREATE INDEX "outfits_user_id_created_idx" ON "outfits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "packing_lists_user_id_idx" ON "packing_lists" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_comments_post_id_idx" ON "post_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "post_comments_user_id_idx" ON "post_comments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_likes_post_user_idx" ON "post_likes" USING btree ("post_id","user_id");--> statement-breakpoint
CREATE INDEX "post_likes_user_id_idx" ON "post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rating_session_outfits_session_id_idx" ON "rating_session_outfits" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "rating_session_outfits_outfit_id_idx" ON "rating_session_outfits" USING btree ("outfit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rating_sessions_access_token_idx" ON "rating_sessions" USING btree ("access_token");--> statement-breakpoint
CREATE INDEX "rating_sessions_user_id_idx" ON "rating_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rating_votes_session_outfit_id_idx" ON "rating_votes" USING btree ("session_outfit_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "shopping_suggestions_user_id_idx" ON "shopping_suggestions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "social_posts_user_id_idx" ON "social_posts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "social_posts_created_at_idx" ON "social_posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "social_posts_outfit_id_idx" ON "social_posts" USING btree ("outfit_id");--> statement-breakpoint
CREATE INDEX "style_diary_user_id_idx" ON "style_diary" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sustainability_goals_user_id_idx" ON "sustainability_goals" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "wardrobe_items_user_id_created_idx" ON "wardrobe_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wardrobe_items_user_category_idx" ON "wardrobe_items" USING btree ("user_id","category");