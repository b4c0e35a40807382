// Every table and relation of the data model. Repositories import tables from here.
export * from './geography';
export * from './catalog';
export * from './prices';
export * from './news';
export * from './ads';
export * from './partners';
export * from './site';
export * from './pages';
export * from './accounts';
export * from './subscriptions';
export * from './bulletins';
export * from './deals';
export * from './jobs';
export * from './contact';
export * from './mail';
export * from './idempotency';
export * from './relations';
