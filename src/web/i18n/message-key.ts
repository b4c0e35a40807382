/** Translates a Zod/API message key from the shared catalogue; unknown keys pass through. */
export function messageKey(key: string | undefined): string[] {
  if (!key) return ['validation:required'];
  return [`validation:${key}`, `api:${key}`, key];
}
