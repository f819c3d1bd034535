/** Query keys of the checkout page: the priced cart per country, and Vietnam's divisions. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  summary: (country: string) => ['checkout', 'summary', country] as const,
  provinces: ['address', 'provinces'] as const,
  wards: (province: number) => ['address', 'wards', province] as const,
};
