import pg from 'pg';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/server/platform/db-errors';

function dbError(code: string, message = 'error') {
  const err = new pg.DatabaseError(message, 0, 'error');
  err.code = code;
  return err;
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['no connection within the pool timeout', new Error('timeout exceeded when trying to connect')],
    ['a frozen server (query_timeout)', new Error('Query read timeout')],
    ['a connection cut', new Error('Connection terminated unexpectedly')],
    ['the server refused the connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['an immediate shutdown', dbError('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', dbError('57P03', 'the database system is starting up')],
    ['too many connections', dbError('53300')],
    ['statement_timeout', dbError('57014', 'canceling statement due to statement timeout')],
    ['a connection exception', dbError('08006')],
    ['wrapped by drizzle', new DrizzleQueryError('select 1', [], new Error('Query read timeout'))],
  ])('%s → 503', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', dbError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', dbError('42601')],
    ['a deadlock', dbError('40P01')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['wrapped by drizzle', new DrizzleQueryError('insert …', [], dbError('23505'))],
    ['not an error', 'Query read timeout'],
  ])('%s → not a 503', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
