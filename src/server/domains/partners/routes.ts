import { partnerApi, partnersCalls } from '../../../shared/schemas/partners';
import { directoryRoutes } from '../directory/routes';
import { partnersCache } from './cache';
import { partnerDirectory } from './service';

/** GET profile?profile_type_id=[&country=] and GET profile/{id} (SPEC section 7). */
export const partnersRoutes = directoryRoutes(partnerDirectory, partnerApi, [partnersCalls.partners, partnersCalls.partner], partnersCache);
