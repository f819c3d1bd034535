import type { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * Parses data that did not come through a route schema (the JSON `data` field of a multipart form),
 * reporting the first issue as 400 VALIDATION_ERROR "field: message", like the route validator does.
 */
export function parseOrThrow<T>(schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.');
  throw new AppError(
    'VALIDATION_ERROR',
    field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid request'),
  );
}
