import type { KeyList } from './types';

/**
 * A Zod or API message code (`email_invalid`, `not_found`) or a full key, as the keys to try:
 * `validation.<code>`, then `api.<code>`, then the text itself. Unknown texts pass through.
 */
export function messageKey(code: string | undefined): KeyList {
  if (!code) return ['validation.required'] as unknown as KeyList;
  return [`validation.${code}`, `api.${code}`, code] as unknown as KeyList;
}
