/**
 * One Idempotency-Key per submission of a creating form (decision 020). `keyFor(payload)` makes a
 * key when the visitor submits and gives the same key again while the same payload is submitted
 * again (a double tap, a resubmission after a lost answer), so the server creates one row; a
 * changed payload gets a new key, and `done()` after a success starts afresh for the next one.
 * The transport (browser.ts) resends the key on its own retries of the request.
 */
import { useMemo, useRef } from 'react';
import { newIdempotencyKey } from '../../shared/idempotency';

export interface SubmissionKey {
  keyFor(payload: unknown): string;
  done(): void;
}

export function useSubmissionKey(): SubmissionKey {
  const current = useRef<{ key: string; payload: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(payload) {
        const text = JSON.stringify(payload);
        if (current.current?.payload !== text) current.current = { key: newIdempotencyKey(), payload: text };
        return current.current.key;
      },
      done() {
        current.current = null;
      },
    }),
    [],
  );
}
