CREATE TABLE "analytics_day_customers" (
	"day" date NOT NULL,
	"previous_day" date,
	"customers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_day_products" (
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text NOT NULL,
	"units" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "analytics_day_products_day_product_id_size_pk" PRIMARY KEY("day","product_id","size")
);
--> statement-breakpoint
CREATE TABLE "analytics_day_statuses" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"paid_orders" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "analytics_day_statuses_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE TABLE "analytics_days" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_day_customers_day_idx" ON "analytics_day_customers" USING btree ("day","previous_day");--> statement-breakpoint
CREATE INDEX "analytics_day_products_product_idx" ON "analytics_day_products" USING btree ("product_id","day");--> statement-breakpoint
-- Keeping the rollup never stale (modules/analytics/README.md). The zone is ANALYTICS_TIME_ZONE of
-- @shop/shared: the day an order counts on is its Vietnam-time date.
CREATE FUNCTION analytics_local_day(at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date
$$;--> statement-breakpoint
-- The first day after `after` on which this customer placed an order: its customers row names
-- `after` (or an earlier day) as the previous order day, which a change on `after` can alter.
CREATE FUNCTION analytics_next_order_day(buyer uuid, after date) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT analytics_local_day(min(created_at)) FROM orders
  WHERE user_id = buyer AND created_at >= ((after + 1)::timestamp AT TIME ZONE 'Asia/Ho_Chi_Minh')
$$;--> statement-breakpoint
-- Forgets the rollup of these days. The shared advisory lock per day (taken in day order, held to
-- commit) is what a fill takes exclusively before it reads the orders: a fill either sees this
-- transaction's writes or ran before them and is deleted here. Writers never wait for each other.
CREATE FUNCTION analytics_forget(days date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(727102, d - date '2000-01-01')
  FROM (SELECT DISTINCT d FROM unnest(days) d WHERE d IS NOT NULL ORDER BY d) s;
  DELETE FROM analytics_days WHERE day = ANY (days);
  DELETE FROM analytics_day_statuses WHERE day = ANY (days);
  DELETE FROM analytics_day_products WHERE day = ANY (days);
  DELETE FROM analytics_day_customers WHERE day = ANY (days);
END
$$;--> statement-breakpoint
-- Orders: the days of the rows written, old and new, and, when a customer or placing time changed,
-- that customer's next order day (its previous-order day may have changed).
CREATE FUNCTION analytics_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_forget(ARRAY(
      SELECT analytics_local_day(created_at) FROM new_rows
      UNION SELECT analytics_next_order_day(user_id, analytics_local_day(created_at))
      FROM new_rows WHERE user_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_forget(ARRAY(
      SELECT analytics_local_day(created_at) FROM old_rows
      UNION SELECT analytics_next_order_day(user_id, analytics_local_day(created_at))
      FROM old_rows WHERE user_id IS NOT NULL));
  ELSE
    PERFORM analytics_forget(ARRAY(
      WITH changed AS (
        SELECT o.user_id AS old_user, o.created_at AS old_at, n.user_id AS new_user, n.created_at AS new_at,
          (o.user_id, o.created_at) IS DISTINCT FROM (n.user_id, n.created_at) AS moved
        FROM old_rows o JOIN new_rows n USING (id)
        WHERE (o.user_id, o.created_at, o.status, o.payment_status, o.total)
          IS DISTINCT FROM (n.user_id, n.created_at, n.status, n.payment_status, n.total)
      ), sides AS (
        SELECT old_user AS user_id, old_at AS at, moved FROM changed
        UNION ALL SELECT new_user, new_at, moved FROM changed
      )
      SELECT analytics_local_day(at) FROM sides
      UNION SELECT analytics_next_order_day(user_id, analytics_local_day(at))
      FROM sides WHERE moved AND user_id IS NOT NULL));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Order lines: the days of their orders (a line removed with its order is covered by the orders trigger).
CREATE FUNCTION analytics_order_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_forget(ARRAY(
      SELECT DISTINCT analytics_local_day(o.created_at) FROM orders o WHERE o.id IN (SELECT order_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_forget(ARRAY(
      SELECT DISTINCT analytics_local_day(o.created_at) FROM orders o WHERE o.id IN (SELECT order_id FROM old_rows)));
  ELSE
    PERFORM analytics_forget(ARRAY(
      SELECT DISTINCT analytics_local_day(o.created_at) FROM orders o WHERE o.id IN (
        SELECT unnest(ARRAY[a.order_id, b.order_id]) FROM old_rows a JOIN new_rows b USING (id)
        WHERE (a.order_id, a.product_id, a.size, a.quantity, a.line_total)
          IS DISTINCT FROM (b.order_id, b.product_id, b.size, b.quantity, b.line_total))));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER analytics_orders_inserted AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_orders_changed();--> statement-breakpoint
CREATE TRIGGER analytics_orders_updated AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_orders_changed();--> statement-breakpoint
CREATE TRIGGER analytics_orders_deleted AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_orders_changed();--> statement-breakpoint
CREATE TRIGGER analytics_order_items_inserted AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_items_changed();--> statement-breakpoint
CREATE TRIGGER analytics_order_items_updated AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_items_changed();--> statement-breakpoint
CREATE TRIGGER analytics_order_items_deleted AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_items_changed();
--> statement-breakpoint
-- TRUNCATE forgets every day. It waits for any fill reading the orders (its lock conflicts with the
-- fill's) and a fill after it sees the emptied tables.
CREATE FUNCTION analytics_forget_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_days;
  DELETE FROM analytics_day_statuses;
  DELETE FROM analytics_day_products;
  DELETE FROM analytics_day_customers;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER analytics_orders_truncated AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_forget_all();--> statement-breakpoint
CREATE TRIGGER analytics_order_items_truncated AFTER TRUNCATE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_forget_all();
