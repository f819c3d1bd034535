/** Query keys of the checkout page: the priced cart per country and the payment methods. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  summary: (country: string) => ['checkout', 'summary', country] as const,
};
