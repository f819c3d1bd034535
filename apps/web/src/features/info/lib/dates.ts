/** The day the policies below were last revised (ISO date); shown in the reader's language (`formatDay`). */
export const POLICIES_UPDATED = '2025-07-01';
