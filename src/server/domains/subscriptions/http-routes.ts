/**
 * The subscriptions' addresses outside the API scope (domains/index.ts httpRoutes, like the ad clicks):
 *
 *   POST /payments/{sandbox|paymob}/callback, /payments/fawaterk/webhook_json
 *        a provider's server-to-server callback (only the configured provider's; others 404)
 *   GET  /payments/return/{invoice}   where every provider sends the browser back: a redirect to
 *        /payment with the order's state from our database (the provider's own query is a hint)
 *   GET|POST /payments/sandbox/checkout?session=…   the sandbox provider's hosted checkout
 *   GET|POST /subscriptions/emails/confirm?token=   the one-click confirmation of an extra e-mail
 *        (GET shows a button, POST confirms: a mail scanner that follows links confirms nothing)
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { plainPage } from '../../platform/plain-page';
import { callbackPath } from '../../platform/payments/index';
import type { PaymentState } from '../../platform/payments/provider';
import { SANDBOX_CHECKOUT_PATH, SANDBOX_OUTCOMES, type SandboxSession } from '../../platform/payments/sandbox';
import { isLang, type Lang } from '../../../shared/envelope';
import { escapeHtml, translateHtml } from '../../../shared/i18n/index';
import { receiveCallback } from './payments';
import { subscriptionDeps } from './routes';
import { SANDBOX_SETTLE_SECONDS, SETTLE_QUEUE, deliverSandboxCallback, type SettleJob } from './sandbox';
import { returnTarget } from './checkout';
import { confirmSubscriptionEmail } from './extra-emails';
import { fromCents } from './subscription';
import { formatMoney } from '../../../shared/format';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');

export async function subscriptionsHttpRoutes(app: FastifyInstance) {
  const deps = subscriptionDeps(app);
  await app.register(formbody, { bodyLimit: 4096 });
  const api = app.withTypeProvider<ZodTypeProvider>();

  // ---- provider callbacks ----
  for (const name of ['sandbox', 'paymob', 'fawaterk'] as const) {
    api.post(callbackPath(name), { schema: { hide: true }, bodyLimit: 65_536 }, async (req, reply) => {
      noStore(reply);
      const answer = await receiveCallback(deps, name, { headers: req.headers, query: req.query as Record<string, unknown>, body: req.body }, req.log);
      if (answer.status === 404) return reply.callNotFound();
      return reply.code(answer.status).send(answer.status === 200 ? { received: true } : { received: false, error: 'invalid callback' });
    });
  }

  // ---- back from checkout ----
  api.get(
    '/payments/return/:invoice',
    { schema: { hide: true, params: z.object({ invoice: z.string().max(40) }), querystring: z.record(z.string(), z.unknown()) } },
    async (req, reply) => {
      const q = req.query;
      // The providers' own words, for a display hint only: sandbox/Fawaterk `status`, Paymob `success`/`pending`.
      const hint =
        q.status === 'failed' || q.status === 'fail' || q.success === 'false'
          ? q.pending === 'true'
            ? 'pending'
            : 'failed'
          : q.status === 'success' || q.success === 'true'
            ? 'success'
            : 'pending';
      return noStore(reply).redirect(await returnTarget(deps, req.params.invoice, hint), 303);
    },
  );

  // ---- the sandbox's hosted checkout ----
  const sandbox = deps.payments.sandbox;
  if (sandbox) {
    const deliver = (session: SandboxSession, state: PaymentState, transactionId?: string) =>
      deliverSandboxCallback(app, sandbox, session, state, transactionId);

    // The session travels in the query: it is longer than a path parameter may be.
    const query = z.object({ session: z.string().max(8192).default('') });
    api.get(SANDBOX_CHECKOUT_PATH, { schema: { hide: true, querystring: query } }, async (req, reply) => {
      const session = sandbox.readSession(req.query.session);
      noStore(reply).type('text/html; charset=utf-8');
      if (!session) return reply.code(404).send(expiredPage(langOf(req.headers['accept-language'])));
      return checkoutPage(session, req.query.session);
    });

    api.post(
      SANDBOX_CHECKOUT_PATH,
      { schema: { hide: true, querystring: query, body: z.object({ outcome: z.enum(SANDBOX_OUTCOMES) }) } },
      async (req, reply) => {
        const session = sandbox.readSession(req.query.session);
        noStore(reply);
        if (!session)
          return reply
            .code(404)
            .type('text/html; charset=utf-8')
            .send(expiredPage(langOf(req.headers['accept-language'])));
        const outcome = req.body.outcome;
        if (outcome === 'pending') {
          // The payment is "on its way": a pending callback now, the paid one a few seconds later.
          const transactionId = await deliver(session, 'pending');
          const settle: SettleJob = { session, transactionId };
          await app.jobs.send(SETTLE_QUEUE, settle, { startAfter: SANDBOX_SETTLE_SECONDS, retryLimit: 3 });
        } else {
          await deliver(session, outcome);
        }
        const status = outcome === 'paid' ? 'success' : outcome === 'failed' ? 'failed' : 'pending';
        return reply.redirect(`${session.returnUrl}?status=${status}`, 303);
      },
    );
  }

  // ---- confirmation of an extra e-mail ----
  const tokenQuery = z.object({ token: z.string().max(200).default(''), lang: z.string().optional() });
  api.get('/subscriptions/emails/confirm', { schema: { hide: true, querystring: tokenQuery } }, async (req, reply) => {
    const lang = isLang(req.query.lang) ? req.query.lang : langOf(req.headers['accept-language']);
    noStore(reply).type('text/html; charset=utf-8');
    const body = `<h1>${translateHtml(lang, 'billing.confirm_email_title')}</h1><p>${translateHtml(lang, 'billing.confirm_email_text')}</p>
<form method="post"><input type="hidden" name="token" value="${escapeHtml(req.query.token)}"><input type="hidden" name="lang" value="${lang}">
<div class="actions"><button class="pay" type="submit" data-testid="confirm-email">${translateHtml(lang, 'billing.confirm_email_button')}</button></div></form>`;
    return plainPage({ lang, title: translateHtml(lang, 'billing.confirm_email_title'), body });
  });
  api.post('/subscriptions/emails/confirm', { schema: { hide: true, body: tokenQuery } }, async (req, reply) => {
    const lang = isLang(req.body.lang) ? req.body.lang : 'ar';
    const done = await confirmSubscriptionEmail(deps, req.body.token);
    noStore(reply)
      .code(done ? 200 : 404)
      .type('text/html; charset=utf-8');
    const key = done ? 'billing.confirm_email_done' : 'billing.confirm_email_invalid';
    return plainPage({ lang, title: translateHtml(lang, 'billing.confirm_email_title'), body: `<h1>${translateHtml(lang, key)}</h1>` });
  });
}

const langOf = (acceptLanguage: string | undefined): Lang => (/^\s*en/i.test(acceptLanguage ?? '') ? 'en' : 'ar');

function checkoutPage(session: SandboxSession, token: string): string {
  const lang = session.lang;
  const money = (cents: number) => escapeHtml(formatMoney(fromCents(cents), lang));
  const rows = session.lines.map((l) => `<tr><td>${escapeHtml(l.name)}</td><td class="num">${money(l.amountCents * l.quantity)}</td></tr>`).join('');
  const button = (outcome: string, cls: string, key: 'billing.sandbox_pay' | 'billing.sandbox_fail' | 'billing.sandbox_pending') =>
    `<button class="${cls}" type="submit" name="outcome" value="${outcome}" data-testid="sandbox-${outcome}">${translateHtml(lang, key)}</button>`;
  const body = `<h1>${translateHtml(lang, 'billing.sandbox_title')}</h1>
<p class="muted">${translateHtml(lang, 'billing.sandbox_order', { reference: session.reference })}</p>
<table><tbody>${rows}<tr class="total"><td>${translateHtml(lang, 'billing.total')}</td><td class="num" data-testid="sandbox-amount">${money(session.amountCents)}</td></tr></tbody></table>
<form method="post" action="${SANDBOX_CHECKOUT_PATH}?session=${escapeHtml(token)}"><div class="actions">${button('paid', 'pay', 'billing.sandbox_pay')}${button('failed', 'fail', 'billing.sandbox_fail')}${button('pending', 'pending', 'billing.sandbox_pending')}</div></form>
<p class="muted">${translateHtml(lang, 'billing.sandbox_note')}</p>`;
  return plainPage({ lang, title: translateHtml(lang, 'billing.sandbox_title'), body, banner: translateHtml(lang, 'billing.sandbox_banner') });
}

function expiredPage(lang: Lang): string {
  return plainPage({
    lang,
    title: translateHtml(lang, 'billing.sandbox_title'),
    body: `<h1>${translateHtml(lang, 'billing.sandbox_expired')}</h1>`,
    banner: translateHtml(lang, 'billing.sandbox_banner'),
  });
}
