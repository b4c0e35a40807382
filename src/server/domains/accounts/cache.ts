import { declareCache } from '../../platform/cache';
import { SUBSCRIPTIONS_CACHE } from '../subscriptions';
import { ACCOUNTS_CACHE } from './account';

/**
 * What the accounts domain caches (registered by accountsRoutes; decision 014): each reader's GET me
 * answer. Not shown on public pages (they are shared: decision 017). Built from the subscriptions'
 * data (the plan): a write of the subscriptions domain that invalidates SUBSCRIPTIONS_CACHE drops
 * the kept answers too.
 */
export const accountsCache = declareCache({ domain: 'accounts', prefixes: [ACCOUNTS_CACHE], builtFrom: [SUBSCRIPTIONS_CACHE], personal: true });
