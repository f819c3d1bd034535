-- Issue #29 (DECISIONS §12): fulfilment. Shipments with a carrier and their events (one row per
-- status and time: a repeated callback adds nothing), COD remittances, calls to the buyer, and on
-- the order its risk at checkout, its deposit, the buyer's confirmation, why it was canceled and the
-- carrier's reason when a delivery failed.
CREATE TABLE "cod_remittances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier" text NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"note" text,
	"by_id" uuid,
	"by_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text,
	"source" text NOT NULL,
	"raw" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"tracking_code" text NOT NULL,
	"status" text NOT NULL,
	"fee" integer NOT NULL,
	"cod_amount" integer NOT NULL,
	"cod_collected" integer,
	"weight" integer NOT NULL,
	"length" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"note" text,
	"created_by" uuid,
	"delivered_at" timestamp with time zone,
	"remittance_id" uuid,
	"polled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_money_check" CHECK ("shipments"."fee" >= 0 and "shipments"."cod_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "risk_score" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "risk_level" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_by_buyer_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_flag" text;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_calls" ADD CONSTRAINT "order_calls_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_calls" ADD CONSTRAINT "order_calls_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_remittance_id_cod_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."cod_remittances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_calls_order_idx" ON "order_calls" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_key" ON "shipment_events" USING btree ("shipment_id","status","at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_tracking_key" ON "shipments" USING btree ("carrier","tracking_code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_order_key" ON "shipments" USING btree ("order_id") WHERE "shipments"."status" <> 'cancel';--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_poll_idx" ON "shipments" USING btree ("polled_at") WHERE "shipments"."status" not in ('delivered', 'returned', 'cancel');--> statement-breakpoint
CREATE INDEX "shipments_delivered_idx" ON "shipments" USING btree ("delivered_at");--> statement-breakpoint
CREATE INDEX "orders_cod_pending_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment_method" = 'COD' and "orders"."status" = 'Pending';