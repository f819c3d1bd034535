/** Query keys of the address domain: Vietnam's divisions (public) and the customer's own book. */
export const addressKeys = {
  all: ['address'] as const,
  provinces: ['address', 'provinces'] as const,
  wards: (province: number) => ['address', 'wards', province] as const,
  book: ['address', 'book'] as const,
};
