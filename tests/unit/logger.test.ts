/**
 * The log's redaction (platform/logger.ts): secret fields at the top level and under the objects
 * log lines carry, without a wildcard-first path (pino would run the redactor on every request's
 * child logger bindings).
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { expect, it } from 'vitest';
import { redactPaths } from '../../src/server/platform/logger';

it('hides secret fields at the top level and one level down, and keeps the rest', () => {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) });
  const log = pino({ redact: { paths: redactPaths({ dev: false }), censor: '[redacted]' } }, sink).child({ reqId: 'req-1' });
  log.info({ email: 'a@example.com', user: { id: 7, email: 'b@example.com', mobile: '01012345678' }, data: { password: 'secret-pass' } }, 'x');
  const text = lines.join('');
  for (const secret of ['a@example.com', 'b@example.com', '01012345678', 'secret-pass']) expect(text).not.toContain(secret);
  expect(JSON.parse(text)).toMatchObject({ reqId: 'req-1', user: { id: 7 } });
});

it('has no wildcard-first path (a per-request cost in pino)', () => {
  expect(redactPaths({ dev: false }).filter((path) => path.startsWith('*'))).toEqual([]);
});
