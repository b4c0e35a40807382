/**
 * A route's hooks of one kind as a list (Fastify takes one function or an array): for the
 * platform pieces that add their hooks to the routes that ask for them, in onRoute.
 */
export const hookList = <T>(hooks: T | T[] | undefined): T[] => (hooks == null ? [] : Array.isArray(hooks) ? hooks : [hooks]);
