import {
  addToBlacklistBodySchema,
  adminUserResponseSchema,
  blacklistEntryResponseSchema,
  blacklistResponseSchema,
  editUserBodySchema,
  errorBodySchema,
  isStaffRole,
  messageSchema,
  USERS_MESSAGES,
  updateStatusBodySchema,
  userListQuerySchema,
  userListResponseSchema,
} from '@shop/shared';
import type { preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, forbidden } from '../../lib/app-error.js';
import { currentUser, requireStaff } from '../../lib/auth-guard.js';
import { callerOf } from '../../lib/caller.js';
import type { UsersService } from './users.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['users'];
const idParams = z.object({ id: z.string().max(64) });

/**
 * Only an ADMIN deletes an account permanently (docs/requirements/roles.md). Like
 * requireRole('ADMIN') (the role read from the database), with a message that tells a MANAGER why.
 */
const requireAdminToDelete: preValidationHookHandler = async function (request) {
  const auth = currentUser(request);
  const account = await this.accountLookup(auth.acc);
  if (!account?.verified || !account.active || !isStaffRole(account.role)) throw forbidden();
  if (account.role !== 'ADMIN') throw new AppError('FORBIDDEN', USERS_MESSAGES.deleteAdminOnly);
  request.auth = { ...auth, role: account.role, verified: true };
};

/**
 * The back office's users and blacklist, under /auth as the API's paths are
 * (docs/requirements/api.md), registered by this module (staff only; who may change whom is decided
 * in UsersService).
 */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/auth/view-all-users',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        summary: 'Users with their role, newest first; search and filters',
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema, ...errors },
      },
    },
    async (request) => users.list(request.query),
  );

  app.patch(
    '/auth/edit-user/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        summary: 'Name, phone, customer type; role (ADMIN only)',
        params: idParams,
        body: editUserBodySchema,
        response: { 200: adminUserResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: USERS_MESSAGES.updated,
      user: await users.edit(callerOf(request), request.params.id, request.body),
    }),
  );

  app.patch(
    '/auth/update-status/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        summary: 'ACTIVE or BLACKLISTED (blacklisting ends the sessions)',
        params: idParams,
        body: updateStatusBodySchema,
        response: { 200: adminUserResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: USERS_MESSAGES.statusUpdated,
      user: await users.updateStatus(callerOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/auth/permanent-account/:id',
    {
      preValidation: requireAdminToDelete,
      schema: {
        tags,
        summary: 'Deletes a user and their account (ADMIN only); their orders stay',
        params: idParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await users.deletePermanently(callerOf(request), request.params.id);
      return { message: USERS_MESSAGES.deleted };
    },
  );

  app.get(
    '/auth/view-blacklist-users',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        summary: 'The blacklist, newest first',
        response: { 200: blacklistResponseSchema, ...errors },
      },
    },
    async () => ({ entries: await users.blacklist() }),
  );

  app.post(
    '/auth/add-user-to-blacklist',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        summary: 'Blacklists a user, a phone or an e-mail (checkout refuses them)',
        body: addToBlacklistBodySchema,
        response: { 201: blacklistEntryResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: USERS_MESSAGES.blacklisted,
        entry: await users.addToBlacklist(callerOf(request), request.body),
      }),
  );

  app.delete(
    '/auth/blacklist/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        summary: 'Removes an entry (its user is ACTIVE again when no other entry names them)',
        params: idParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await users.removeFromBlacklist(callerOf(request), request.params.id);
      return { message: USERS_MESSAGES.unblacklisted };
    },
  );
};
