import type { Role } from '@shop/shared';
import type { FastifyInstance } from 'fastify';

let counter = 0;

/** A user of the given role, straight in the database, with a signed access token. */
export async function createUser(app: FastifyInstance, role: Role = 'CUSTOMER', verified = true) {
  counter += 1;
  const created = await app.services.auth.repo.create({
    email: `${role.toLowerCase()}${counter}-${Date.now()}@example.com`,
    name: `${role} ${counter}`,
    passwordHash: null,
    role,
    isVerified: verified,
  });
  const session = await app.services.auth.startSession(created);
  return {
    ...created,
    token: session.tokens.accessToken,
    headers: { authorization: `Bearer ${session.tokens.accessToken}` },
  };
}
