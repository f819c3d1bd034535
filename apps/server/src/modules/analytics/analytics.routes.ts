import {
  analyticsDailySchema,
  analyticsRangeQuerySchema,
  analyticsSalesSchema,
  analyticsSummaryQuerySchema,
  analyticsSummarySchema,
  analyticsTopProductsSchema,
  errorBodySchema,
  productSalesSchema,
  salesQuerySchema,
  topProductsQuerySchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../lib/auth-guard.js';
import type { AnalyticsService } from './analytics.service.js';
import { resolveRange } from './analytics.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['analytics'];

/** The staff dashboards' figures: staff (ADMIN and MANAGER) only (docs/requirements/api.md). */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  app.get(
    '/analytic',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        summary: 'Revenue, orders, average order value, customers, orders by status, low stock',
        querystring: analyticsSummaryQuerySchema,
        response: { 200: analyticsSummarySchema, ...errors },
      },
    },
    async (request) => analytics.summary(resolveRange(request.query), request.query.lowStockThreshold),
  );

  app.get(
    '/analytic/daily',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        summary: 'Revenue and orders per day (Vietnam time), zero-filled',
        querystring: analyticsRangeQuerySchema,
        response: { 200: analyticsDailySchema, ...errors },
      },
    },
    async (request) => analytics.daily(resolveRange(request.query)),
  );

  app.get(
    '/analytic/sales',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        summary: 'Revenue, orders and units per day, week (from Monday) or month, zero-filled',
        querystring: salesQuerySchema,
        response: { 200: analyticsSalesSchema, ...errors },
      },
    },
    async (request) => analytics.sales(resolveRange(request.query), request.query.groupBy),
  );

  app.get(
    '/analytic/top-products',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        summary: 'Best sellers of the range by units, then revenue',
        querystring: topProductsQuerySchema,
        response: { 200: analyticsTopProductsSchema, ...errors },
      },
    },
    async (request) => analytics.topProducts(resolveRange(request.query), request.query.limit),
  );

  app.get(
    '/analytic/single_product/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        summary: "One product's units and revenue, by size and by day",
        params: z.object({ id: z.string().max(64) }),
        querystring: analyticsRangeQuerySchema,
        response: { 200: productSalesSchema, ...errors },
      },
    },
    async (request) => analytics.product(request.params.id, resolveRange(request.query)),
  );
};
