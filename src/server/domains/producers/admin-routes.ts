/**
 * The back office's producers and producer types (issue 18, area `directories`): the building
 * block of domains/directory/admin.ts over the producers domain's tables, with the producer's
 * logo. Producer types are the site's producer menu; producers also fill the prices filters:
 * those readers declare it (`builtFrom`), a write here empties only the producers' own data.
 */
import type { FastifyInstance } from 'fastify';
import {
  DIRECTORY_ENTITIES,
  producerAdminBody,
  producerAdminQuery,
  producerAdminSchema,
  producerTypeAdminBody,
  producerTypeAdminQuery,
  producerTypeAdminSchema,
} from '../../../shared/schemas/directories-admin';
import { defineAdminTable } from '../directory/admin';
import { registerAdminTable } from '../directory/admin-routes';
import { invalidateProducers, invalidateProducerTypes, producerAdminSpec, producerTypeAdminSpec } from './service';

const producerTypeAdmin = defineAdminTable({ entity: 'producer_type', spec: producerTypeAdminSpec, invalidate: invalidateProducerTypes });

const producerAdmin = defineAdminTable({ entity: 'producer', spec: producerAdminSpec, photo: { folder: 'producers' }, invalidate: invalidateProducers });

export async function producersAdminRoutes(app: FastifyInstance) {
  await registerAdminTable(app, producerTypeAdmin, {
    path: DIRECTORY_ENTITIES.producer_types,
    noun: 'producer type',
    query: producerTypeAdminQuery,
    body: producerTypeAdminBody,
    row: producerTypeAdminSchema,
  });
  await registerAdminTable(app, producerAdmin, {
    path: DIRECTORY_ENTITIES.producers,
    noun: 'producer',
    query: producerAdminQuery,
    body: producerAdminBody,
    row: producerAdminSchema,
  });
}
