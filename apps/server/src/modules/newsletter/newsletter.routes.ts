import {
  bulkEmailBodySchema,
  bulkEmailResponseSchema,
  campaignListSchema,
  campaignProgressSchema,
  confirmSubscriptionQuerySchema,
  errorBodySchema,
  subscribeBodySchema,
  subscribeResponseSchema,
  unsubscribeQuerySchema,
} from '@shop/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../lib/auth-guard.js';
import { callerOf } from '../../lib/caller.js';
import type { NewsletterService } from './newsletter.service.js';
import { confirmPage, NEWSLETTER_PAGE_CSP, unsubscribePage } from './newsletter-pages.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['newsletter'];

/** The browser's language when none is asked for (as the auth mails do). */
const browserLanguage = (request: FastifyRequest): 'en' | 'vi' =>
  /^vi\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'vi' : 'en';

/**
 * The newsletter: a public subscription confirmed by a mailed link, campaigns staff send to every
 * confirmed subscriber, and the one-click unsubscribe every newsletter links to.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{
  newsletter: NewsletterService;
  publicUrl: string;
}> = async (app, { newsletter, publicUrl }) => {
  // RFC 8058 one-click: mail providers POST `List-Unsubscribe=One-Click` as a form (this plugin only)
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/subscribe/subscribe-user',
    {
      schema: {
        tags,
        summary:
          'Asks to subscribe an e-mail to the newsletter (public): a confirmation link is mailed when due; the same response in every case',
        body: subscribeBodySchema,
        response: { 200: subscribeResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({
      message: await newsletter.subscribe(
        request.body.email,
        request.body.language ?? browserLanguage(request),
      ),
    }),
  );

  app.get(
    '/subscribe/bulk-email',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        summary:
          'The latest campaigns with their progress, and the number of active (confirmed) and pending subscribers',
        response: { 200: campaignListSchema, ...errors },
      },
    },
    async () => newsletter.list(),
  );

  app.post(
    '/subscribe/bulk-email',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        summary:
          'Sends a newsletter to every active (confirmed) subscriber (queued; follow it with the campaign id)',
        body: bulkEmailBodySchema,
        response: { 202: bulkEmailResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await newsletter.send(callerOf(request).userId, request.body)),
  );

  app.get(
    '/subscribe/bulk-email/:campaignId',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        summary: "A campaign's progress: mails sent, failed and pending",
        params: z.object({ campaignId: z.string().max(64) }),
        response: { 200: campaignProgressSchema, ...errors },
      },
    },
    async (request) => newsletter.progress(request.params.campaignId),
  );

  /** A page of ours, not the API's JSON: its own CSP (one hashed style block), never cached or referred. */
  const asPage = (reply: FastifyReply, status: number) =>
    reply
      .status(status)
      .header('content-security-policy', NEWSLETTER_PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8');

  /** One click from the mail (GET) or from the mail client's button (POST, RFC 8058): both unsubscribe. */
  const unsubscribe = async (
    request: FastifyRequest<{ Querystring: { token?: string } }>,
    reply: FastifyReply,
  ) => {
    const token = request.query.token?.trim();
    const found = token ? await newsletter.unsubscribe(token) : undefined;
    asPage(reply, found ? 200 : 404);
    return unsubscribePage({
      language: found?.language ?? browserLanguage(request),
      publicUrl,
      email: found?.email,
    });
  };
  const unsubscribeSchema = {
    tags,
    summary: 'Unsubscribes in one click and shows a page (EN/VI)',
    querystring: unsubscribeQuerySchema,
    produces: ['text/html'],
  };
  app.get('/subscribe/unsubscribe', { schema: unsubscribeSchema }, unsubscribe);
  app.post('/subscribe/unsubscribe', { schema: unsubscribeSchema }, unsubscribe);

  /**
   * the confirmation mail's link. Following it again says "already confirmed"; an
   * expired or used link (410) and an unknown one (404) change nothing.
   */
  const CONFIRM_STATUS = { confirmed: 200, already: 200, expired: 410, invalid: 404 } as const;
  app.get(
    '/subscribe/confirm',
    {
      schema: {
        tags,
        summary: 'Confirms a newsletter subscription from its mailed link and shows a page (EN/VI)',
        querystring: confirmSubscriptionQuerySchema,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const token = request.query.token?.trim();
      const result = token ? await newsletter.confirm(token) : { outcome: 'invalid' as const };
      asPage(reply, CONFIRM_STATUS[result.outcome]);
      return confirmPage({ result, language: browserLanguage(request), publicUrl });
    },
  );
};
