-- A cart add in ONE round trip (issue #11: checkout under load; CartRepository.addQuantity calls it).
-- It does what the add's transaction did in five (begin, lock, guarded upsert, read, commit):
-- first the user's cart row is created if needed and locked until the statement's transaction ends,
-- so every change to one cart queues there (two tabs, or an add during that cart's checkout); then
-- `amount` is added to the line, creating it when new, only when the product is visible and its
-- availability is one of `orderable`, the new total stays within the size's stock (an unstocked
-- size counts as 0) and `line_max`, and a new line has room under `lines_max`. A PL/pgSQL function
-- is VOLATILE: each of its statements reads what had committed when it began, so the reads after the
-- lock see every change committed by whoever held it before, as the transaction's statements did.
-- Answers the line's new quantity, or NULL when a guard refused (the caller then reads why).
CREATE FUNCTION cart_add(
  buyer uuid, item uuid, item_size text, amount integer, line_max integer, lines_max integer,
  orderable text[]
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  -- what the line may hold: the size's stock (0 when the product has no such size) within line_max
  cap integer;
  added integer;
BEGIN
  INSERT INTO carts (user_id) VALUES (buyer)
    ON CONFLICT (user_id) DO UPDATE SET updated_at = now();

  IF NOT EXISTS (SELECT 1 FROM products p WHERE p.id = item AND p.visible AND p.availability = ANY (orderable)) THEN
    RETURN NULL;
  END IF;
  cap := least(
    coalesce((SELECT ps.stock FROM product_sizes ps WHERE ps.product_id = item AND ps.size = item_size), 0),
    line_max);

  INSERT INTO cart_items (user_id, product_id, size, quantity)
  SELECT buyer, item, item_size, amount
  WHERE amount <= cap
    AND (
      (SELECT count(*) FROM cart_items c WHERE c.user_id = buyer) < lines_max
      OR EXISTS (
        SELECT 1 FROM cart_items c WHERE c.user_id = buyer AND c.product_id = item AND c.size = item_size
      )
    )
  ON CONFLICT (user_id, product_id, size) DO UPDATE
    SET quantity = cart_items.quantity + excluded.quantity
    WHERE cart_items.quantity + excluded.quantity <= cap
  RETURNING cart_items.quantity INTO added;

  RETURN added;
END
$$;
