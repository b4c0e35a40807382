/**
 * The subscriptions calls of SPEC section 7 (`GET subscription`, `POST subscribe`,
 * `GET get_user_subscriptions`, `POST add_emails_to_subscription`) and the ones issue 16 adds
 * (cancel, trial, payment state, orders, invoice) under `/api/v1/{lang}/front`. The provider
 * callbacks, the return from checkout, the sandbox's pages and the e-mail confirmation are
 * outside the API scope (http.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth';
import { ok, requestLang, t } from '../../platform/envelope';
import { requestDb } from '../../platform/idempotency';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { createPayments } from '../../platform/payments/index';
import { perApp } from '../../platform/per-app';
import { loadSecret } from '../../platform/secret';
import {
  addEmailsSchema,
  cancelDataSchema,
  cancelSubscriptionSchema,
  invoiceQuerySchema,
  invoiceSchema,
  packagesDataSchema,
  paymentSchema,
  paymentsListSchema,
  startTrialSchema,
  subscribeDataSchema,
  subscribeSchema,
  userSubscriptionsDataSchema,
} from '../../../shared/schemas/subscriptions';
import { packagesCache, subscriptionsCache } from './cache';
import { reconcile } from './payments';
import { cancelSubscription } from './cancel';
import { startTrial, subscribe } from './checkout';
import { setSubscriptionEmails } from './extra-emails';
import { invoiceOf, paymentStatus, userPayments } from './orders';
import { packagesData, userSubscriptionsData } from './packages';
import type { SubscriptionDeps } from './subscription';

/** One set per app (its payment provider keeps the sandbox's state): the API routes, http-routes.ts and jobs.ts share it. */
export const subscriptionDeps = perApp((app): SubscriptionDeps => {
  const deps: SubscriptionDeps = {
    db: app.database.db,
    cache: app.cache,
    jobs: app.jobs,
    mailer: app.mailer,
    payments: createPayments(app.config, loadSecret(app.config)),
    publicUrl: app.config.publicUrl,
  };
  if (deps.payments.sandbox && app.config.NODE_ENV === 'production') {
    app.log.warn('payments: the sandbox provider takes the checkouts: subscriptions are given without payment (set PAYMENTS_PROVIDER and its keys)');
  }
  return deps;
});

export async function subscriptionsRoutes(app: FastifyInstance) {
  const deps = subscriptionDeps(app);
  app.cache.declare(packagesCache);
  app.cache.declare(subscriptionsCache);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['subscriptions'];

  api.get(
    '/subscription',
    {
      schema: {
        tags,
        summary: 'The subscription packages in their three groups (keys 1, 2, 3); trial_available for a signed-in reader who never had the trial',
        response: { 200: envelopeOf(packagesDataSchema) },
      },
    },
    async (req) => ok(await packagesData(deps, requestLang(req), req.session?.userId ?? null)),
  );

  api.post(
    '/subscribe',
    {
      schema: {
        tags,
        summary: 'Checkout: a pending order of the chosen packages; data is the payment provider URL the browser goes to',
        body: subscribeSchema,
        response: { 200: envelopeOf(subscribeDataSchema), 401: errorEnvelope, 422: errorEnvelope, 503: errorEnvelope },
      },
      config: { rateLimit: { max: 20, timeWindow: 60_000 }, idempotent: true },
    },
    async (req) => ok(await subscribe(deps, requestDb(req), requireUser(req).userId, requestLang(req), req.body.subscriptions)),
  );

  api.get(
    '/get_user_subscriptions',
    {
      schema: {
        tags,
        summary: "The signed-in user's subscriptions (newest first) and the packages",
        response: { 200: envelopeOf(userSubscriptionsDataSchema), 401: errorEnvelope },
      },
    },
    async (req) => ok(await userSubscriptionsData(deps, requestLang(req), requireUser(req).userId)),
  );

  api.post(
    '/add_emails_to_subscription',
    {
      schema: {
        tags,
        summary: "Sets the extra e-mails of one of the user's current subscriptions (at most its number_of_emails); each new address gets a confirmation mail",
        body: addEmailsSchema,
        response: { 200: envelopeOf(z.null()), 401: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope },
      },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (req) => {
      await setSubscriptionEmails(deps, requireUser(req).userId, requestLang(req), req.body);
      return ok(null, t(req, 'api.settings_updated'));
    },
  );

  api.post(
    '/cancel_subscription',
    {
      schema: {
        tags,
        summary: 'Stops the renewal (access lasts to the end date); with refund, within the return policy, the provider refunds it and it ends today',
        body: cancelSubscriptionSchema,
        response: { 200: envelopeOf(cancelDataSchema), 401: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope },
      },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (req) => {
      const { message, ...data } = await cancelSubscription(deps, requireUser(req).userId, requestLang(req), req.body);
      return ok(data, t(req, message));
    },
  );

  api.post(
    '/start_trial',
    {
      schema: {
        tags,
        summary: '"Try one Month": a month of a monthly paid package, once per account, no payment',
        body: startTrialSchema,
        response: { 200: envelopeOf(z.object({ end_date: z.string() })), 401: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope },
      },
      config: { rateLimit: { max: 10, timeWindow: 60_000 }, idempotent: true },
    },
    async (req) => ok(await startTrial(deps, requestDb(req), requireUser(req).userId, req.body.subscription_id), t(req, 'api.trial_started')),
  );

  api.get(
    '/payment_status',
    {
      schema: {
        tags,
        summary: "The state of one of the user's orders (the /payment page polls it while the provider's callback is late)",
        querystring: invoiceQuerySchema,
        response: { 200: envelopeOf(paymentSchema), 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => ok(await paymentStatus(deps, requireUser(req).userId, req.query.invoice, (order) => reconcile(deps, order, req.log))),
  );

  api.get(
    '/payments',
    { schema: { tags, summary: "The user's orders, newest first", response: { 200: envelopeOf(paymentsListSchema), 401: errorEnvelope } } },
    async (req) => ok(await userPayments(deps, requireUser(req).userId)),
  );

  api.get(
    '/invoice',
    {
      schema: {
        tags,
        summary: "The printable invoice of one of the user's orders: seller, buyer, lines, VAT (0) and total",
        querystring: invoiceQuerySchema,
        response: { 200: envelopeOf(invoiceSchema), 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => ok(await invoiceOf(deps, requireUser(req).userId, requestLang(req), req.query.invoice)),
  );
}
