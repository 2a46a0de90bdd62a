ALTER TABLE "packing_lists" ALTER COLUMN "start_date" SET DATA TYPE date;--> statement-breakpoint
ALTER TABLE "packing_lists" ALTER COLUMN "end_date" SET DATA TYPE date;--> statement-breakpoint
ALTER TABLE "outfit_calendar" ADD COLUMN "worn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "packing_lists" ADD COLUMN "packed_item_ids" text[] DEFAULT '{}'::text[] NOT NULL;