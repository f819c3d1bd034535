/** Loyalty tiers by lifetime spend (docs/requirements/entities.md) (integer dong) with their discount percentage. */
export const RANK_TIERS = [
  { name: 'Blush Babe', threshold: 0, discountPercent: 0 },
  { name: 'Rosé Darling', threshold: 2_000_000, discountPercent: 5 },
  { name: 'Lace Lover', threshold: 4_000_000, discountPercent: 7 },
  { name: 'Pearl Princess', threshold: 6_000_000, discountPercent: 10 },
  { name: 'Velvet Queen', threshold: 12_000_000, discountPercent: 15 },
] as const;
export type RankTier = (typeof RANK_TIERS)[number];
export type RankName = RankTier['name'];
