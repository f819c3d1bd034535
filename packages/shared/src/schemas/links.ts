import { z } from 'zod';
import { isStaffLink, STAFF_LINK_MESSAGE } from '../text/links.js';

/** A staff-entered link field (trimmed first, so that what is stored has no surrounding spaces). */
export const staffLinkSchema = z.string().trim().max(300).refine(isStaffLink, STAFF_LINK_MESSAGE);
