import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactUsSchema } from '../../../shared/schemas/contact';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { ok, requestLang, t } from '../../platform/envelope';
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
      config: { rateLimit: { max: 10, timeWindow: 60_000, allowList: () => false } },
    },
    async (req) => {
      await receiveContactMessage(app.database.db, req.body, { lang: requestLang(req), ip: req.ip });
      return ok(null, t(req, 'api.contact_thanks'));
    },
  );
}
