import { type FakeExchangeRate, startFakeExchangeRate } from '@shop/test-fakes/exchange-rate';
import { type FakePaypal, startFakePaypal } from '@shop/test-fakes/paypal';
import { createTestApp, type TestApp } from './test-app.js';

export interface PaypalShop extends TestApp {
  paypal: FakePaypal;
  rates: FakeExchangeRate;
  stop(): Promise<void>;
}

/** The app with PayPal pointed at the fake PayPal, at 25,000 ₫ a dollar, on https://shop.example.vn. */
export async function startPaypalShop(): Promise<PaypalShop> {
  const paypal = await startFakePaypal();
  const rates = await startFakeExchangeRate(25_000);
  const t = await createTestApp({
    RATE_LIMIT_PER_MINUTE: '100000',
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_API_BASE: paypal.base,
    EXCHANGE_RATE_URL: rates.url,
    PUBLIC_URL: 'https://shop.example.vn',
  });
  return {
    ...t,
    paypal,
    rates,
    async stop() {
      await t.app.close();
      await paypal.stop();
      await rates.stop();
    },
  };
}
