/** Newsletter types (docs/requirements/entities.md); their default title, description and subject live in the translations. */
export const NEWSLETTER_TYPES = ['NEW_PRODUCT', 'NEW_COLLECTION', 'NEW_DISCOUNT', 'NEW_PROMOTION'] as const;
export type NewsletterType = (typeof NEWSLETTER_TYPES)[number];
