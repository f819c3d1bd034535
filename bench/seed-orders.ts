import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.js';

/**
 * Bulk orders for the analytics benchmark, written by the database itself (generate_series) so that
 * 100,000 orders take seconds: `customers` customer accounts, then `count` orders spread evenly over
 * the last `days` days, in every status and payment status, each with one to three lines of the
 * existing products. Call after the catalogue is seeded.
 */
export async function seedBenchOrders(
  db: Db,
  count: number,
  options: { customers?: number; days?: number } = {},
) {
  const customers = options.customers ?? 2000;
  const minutes = (options.days ?? 365) * 24 * 60;
  await db.execute(sql`
    insert into users (email, name, created_at)
    select 'bench-customer-' || g || '@example.vn', 'Khách ' || g, now() - ((g * 263) % ${minutes}::int) * interval '1 minute'
    from generate_series(1, ${customers}::int) g
    on conflict do nothing`);
  await db.execute(sql`
    insert into accounts (user_id, role, is_verified)
    select u.id, 'CUSTOMER', true from users u
    where u.email like 'bench-customer-%' and not exists (select 1 from accounts a where a.user_id = u.id)`);
  const chunk = 25_000;
  for (let start = 0; start < count; start += chunk) {
    const end = Math.min(count, start + chunk);
    await db.execute(sql`
      with buyers as (
        select array_agg(id order by email) as ids, count(*)::int as n from users where email like 'bench-customer-%'
      )
      insert into orders (code, user_id, status, payment_method, payment_status, shipping, shipping_phone,
        shipping_email, subtotal, discount, rank_name, shipping_fee, total, created_at)
      select 'DH-B' || lpad(g::text, 7, '0'),
        case when g % 13 = 0 then null else b.ids[1 + (g * 7919) % b.n] end,
        (array['Pending','Confirmed','Being Packed','Shipped to Carrier','Completed','Completed','Completed',
               'Return Requested','Returned','Canceled'])[1 + g % 10],
        (array['COD','QR','PAYPAL'])[1 + g % 3],
        case when g % 10 in (4, 5, 6, 7) or (g % 10 in (1, 2, 3) and g % 3 <> 0) then 'completed'
             when g % 10 = 8 then 'refunded' when g % 10 = 9 then 'failed' else 'pending' end,
        '{"name":"Bench","phone":"0900000000","email":"bench@example.vn","country":"Vietnam","province":"TP.HCM","ward":"Phường Bến Thành","street":"1 Lê Lợi"}'::jsonb,
        '0900000000', 'bench@example.vn',
        300000 + (g % 9) * 50000, case when g % 5 = 0 then 20000 else 0 end, 'Blush Babe',
        case when 300000 + (g % 9) * 50000 >= 560000 then 10000 else 0 end,
        300000 + (g % 9) * 50000 - case when g % 5 = 0 then 20000 else 0 end
          + case when 300000 + (g % 9) * 50000 >= 560000 then 10000 else 0 end,
        now() - ((g::bigint * 104729) % ${minutes}::int) * interval '1 minute'
      from generate_series(${start + 1}::int, ${end}::int) g, buyers b`);
  }
  // one to three lines an order, products picked by a hash of the code
  await db.execute(sql`
    with p as (select array_agg(id order by id) as ids, count(*)::int as n from products)
    insert into order_items (order_id, product_id, name, size, quantity, unit_price, line_total, position)
    select o.id, p.ids[1 + (abs(hashtext(o.code || k::text)) % p.n)], 'Bench item',
      (array['S','M','L'])[1 + k], 1 + abs(hashtext(o.code)) % 3, 150000,
      150000 * (1 + abs(hashtext(o.code)) % 3), k
    from orders o, p, generate_series(0, 2) k
    where o.code like 'DH-B%' and k <= abs(hashtext(o.code)) % 3`);
  await db.execute(sql`analyze`);
}
