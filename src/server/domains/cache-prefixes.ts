/**
 * Cache prefixes that a domain's writes invalidate in another domain's answers. Kept here, outside
 * every domain, so a writer names them without importing the reader's service (news and prices
 * empty the home answers; home imports news and prices: no import circle).
 */

/** The home answers (news rows, sliders, ads and price tables): writers of news, ads or prices invalidate it. */
export const HOME_CACHE = 'home:';
