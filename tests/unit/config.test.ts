import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';

describe('configuration of several instances', () => {
  it('refuses REDIS_URL without SECRET: each instance would sign with a secret of its own', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/REDIS_URL \(several instances\) needs SECRET/);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', SECRET: 'shared secret of the instances' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('takes a read replica only beside an external primary', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/binaa' })).toThrow(/DATABASE_READ_URL is a replica of DATABASE_URL/);
    const config = loadConfig({ DATABASE_URL: 'postgres://primary/binaa', DATABASE_READ_URL: 'postgres://replica/binaa' });
    expect(config.DATABASE_READ_URL).toBe('postgres://replica/binaa');
    expect(config.DATABASE_READ_AFTER_WRITE_MS).toBe(3000);
    expect(loadConfig({ DATABASE_URL: 'postgres://primary/binaa', DATABASE_READ_URL: '' }).DATABASE_READ_URL).toBeUndefined();
  });
});
