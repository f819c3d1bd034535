import { z } from 'zod';
import { ERROR_STATUS } from '../constants/error-codes.js';

/** Every error body (docs/requirements/errors.md). */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
export const errorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS]);

export const healthSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

export const idParamSchema = z.object({ id: z.string().uuid() });
export const messageSchema = z.object({ message: z.string() });
