import { partnerApi } from '../../../shared/schemas/partners';
import { directoryRoutes } from '../directory/routes';
import { partnersCache } from './cache';
import { partnerDirectory } from './service';

/** GET profile?profile_type_id=[&country=] and GET profile/{id} (SPEC section 7). */
export const partnersRoutes = directoryRoutes(
  partnerDirectory,
  partnerApi,
  {
    tag: 'partners',
    path: 'profile',
    summaries: {
      list: 'The industry partners of a profile type, of one country when `country` is given',
      entry: 'A partner: photo, name, address, description',
    },
  },
  partnersCache,
);
