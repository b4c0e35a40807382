import { partnerDetailSchema, partnerParams, partnersQuery, partnersSchema } from '../../../shared/schemas/partners';
import { directoryRoutes } from '../directory/routes';
import { partnerDirectory } from './service';

/** GET profile?profile_type_id=[&country=] and GET profile/{id} (SPEC section 7). */
export const partnerRoutes = directoryRoutes({
  tag: 'partners',
  path: 'profile',
  typeField: 'profile_type_id',
  idField: 'id',
  summaries: { list: 'The industry partners of a profile type, of one country when `country` is given', entry: 'A partner: photo, name, address, description' },
  schemas: { query: partnersQuery, list: partnersSchema, params: partnerParams, detail: partnerDetailSchema },
  service: partnerDirectory,
});
