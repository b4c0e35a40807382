/**
 * Test factories: insert one row with sensible defaults, overridable field by field, creating
 * missing parents. They use the same row builders and price walk as the demo seed
 * (src/server/db/seed), which runs them at scale.
 */
export * from './geography';
export * from './catalog';
export * from './prices';
export * from './content';
export * from './accounts';
export * from './pages';
export * from './jobs';
export * from './deals';
export type { Executor } from '../../src/server/db/seed/types';
