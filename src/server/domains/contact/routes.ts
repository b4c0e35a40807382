import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactUsSchema } from '../../../shared/schemas/contact';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { ok, requestLang, t } from '../../platform/envelope';
import { requestDb } from '../../platform/idempotency';
import { receiveContactMessage } from './service';

export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/contact_us',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a contact message (phone = country code + mobile number)',
        body: contactUsSchema,
        response: { 200: envelopeOf(z.null()), 422: errorEnvelope },
      },
      // Per visitor address, whatever the client key: a form is no reason to post 10 times a minute.
      // An Idempotency-Key makes a retry answer the first answer, never a second message (decision 020).
      config: { rateLimit: { max: 10, timeWindow: 60_000, allowList: () => false }, idempotent: true },
    },
    async (req) => {
      await receiveContactMessage(requestDb(req), req.body, { lang: requestLang(req), ip: req.ip });
      return ok(null, t(req, 'api.contact_thanks'));
    },
  );
}
