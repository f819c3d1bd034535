-- newsletter double opt-in. A new address is 'pending' until its mailed link is
-- followed; only 'active' rows receive newsletters. The link's token is kept as its SHA-256 only.
-- Rows already 'active' stay active (they subscribed under the old rules and every newsletter carries
-- a one-click unsubscribe): docs/decisions/0003-newsletter-double-opt-in.md.
ALTER TABLE "subscribers" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirm_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirm_mails" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirm_mails_since" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_confirm_token_hash_key" ON "subscribers" USING btree ("confirm_token_hash");