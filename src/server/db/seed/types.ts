import type { Db } from '../client';

/** A database handle or an open transaction: seed code and factories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
