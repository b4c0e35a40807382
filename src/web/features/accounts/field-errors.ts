import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldErrors } from '../../../shared/envelope';

/** Server field errors (422) under their fields: the first message of each known field. */
export function applyFieldErrors<T extends FieldValues>(fields: FieldErrors, known: readonly Path<T>[], setError: UseFormSetError<T>): void {
  let first = true;
  for (const [field, messages] of Object.entries(fields)) {
    if (!(known as readonly string[]).includes(field) || !messages[0]) continue;
    setError(field as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: first });
    first = false;
  }
}

/** The helper text of a field: a server message as it came, a Zod key translated. */
export function errorText(error: { type?: string; message?: string } | undefined, translate: (key: string) => string): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server') return error.message;
  return translate(error.message ?? 'required');
}
