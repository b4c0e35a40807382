/** The web client's table of call shapes is the one the contracts make (decision 043). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALL_SHAPES_FILE, callShapesSource } from '../../scripts/call-shapes';

describe('src/web/api/call-shapes.gen.ts', () => {
  it('is up to date with the contracts (else: npm run contracts)', async () => {
    expect(readFileSync(CALL_SHAPES_FILE, 'utf8')).toBe(await callShapesSource());
  }, 20_000);
});
