// The checkout load both checkout benchmarks run (bench/checkout.mjs on one server,
// bench/instances.mjs over several): each customer, in a loop until the time is up, adds one piece to
// the bag and places a cash-on-delivery order; only the order request is timed.

/** The p-th percentile of sorted numbers. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const SHIPPING = {
  name: 'Bench Customer',
  phone: '0912345678',
  email: 'bench@example.vn',
  country: 'Vietnam',
  province: 'TP.HCM',
  ward: 'Phường Sài Gòn',
  street: '1 Lê Lợi',
};

/**
 * Customer i talks to `bases[i % bases.length]` (server roots, "http://127.0.0.1:PORT"). Answers the
 * sorted latencies (ms) of the orders placed and the failed answers ("status body").
 */
export async function checkoutLoad({ bases, tokens, products, size, seconds }) {
  const latencies = [];
  const failures = [];
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (token, i) => {
      const base = `${bases[i % bases.length]}/api`;
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      for (let n = i; Date.now() < deadline; n += tokens.length) {
        const add = await fetch(`${base}/cart/addItem`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ productId: products[n % products.length], size, quantity: 1 }),
        });
        await add.arrayBuffer();
        const started = performance.now();
        const res = await fetch(`${base}/payment/create-checkout-cod`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ shipping: SHIPPING, acceptPolicy: true }),
        });
        const body = Buffer.from(await res.arrayBuffer()).toString();
        if (res.status === 201) latencies.push(performance.now() - started);
        else failures.push(`${res.status} ${body}`);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { latencies, failures };
}
