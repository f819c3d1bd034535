import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from './auth.service.js';
import { sessionCookies } from './auth-cookies.js';
import { googleRoutes } from './google.routes.js';
import { passwordRoutes } from './password.routes.js';
import { profileRoutes } from './profile.routes.js';
import { sessionRoutes } from './session.routes.js';
import { signUpRoutes } from './sign-up.routes.js';

/** Every account endpoint under /auth, by group, with the cookies of the login set one way. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; secureCookies: boolean }> = async (
  app,
  { auth, secureCookies },
) => {
  const options = { auth, cookies: sessionCookies(secureCookies) };
  await app.register(signUpRoutes, options);
  await app.register(sessionRoutes, options);
  await app.register(passwordRoutes, options);
  await app.register(profileRoutes, options);
  await app.register(googleRoutes, options);
};
