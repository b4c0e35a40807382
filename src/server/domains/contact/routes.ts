import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactCalls } from '../../../shared/schemas/contact';
import { errorEnvelope } from '../../platform/openapi';
import { routeOf } from '../../platform/contract-route';
import { ok, requestLang, t } from '../../platform/envelope';
import { requestDb } from '../../platform/idempotency';
import { receiveContactMessage } from './service';

export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    // Per visitor address, whatever the client key: a form is no reason to post 10 times a minute.
    // An Idempotency-Key (the contract's) makes a retry answer the first answer, never a second message (decision 020).
    ...routeOf(contactCalls.contactUs, { 422: errorEnvelope }, { rateLimit: { max: 10, timeWindow: 60_000, allowList: () => false } }),
    handler: async (req) => {
      await receiveContactMessage(requestDb(req), req.body, { lang: requestLang(req), ip: req.ip });
      return ok(null, t(req, 'api.contact_thanks'));
    },
  });
}
