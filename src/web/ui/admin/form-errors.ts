/**
 * Field messages of a back-office form: a Zod code from the browser's check (translated with the
 * shared messages, `validation.*`) or a 422's text from the server (already in the page's
 * language), and the server's fields put under the form's fields.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldErrors } from '../../../shared/envelope';
import { messageKey } from '../../i18n/message-key';
import { useTranslation } from '../../i18n/react';

/** `(error) => text`: the message to show under a field, or undefined. */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (error: { type?: string; message?: string } | undefined): string | undefined => {
    if (!error) return undefined;
    return error.type === 'server' ? error.message : t(messageKey(error.message));
  };
}

/** Puts a 422's messages under the form's fields; answers the messages of fields the form does not have. */
export function showServerErrors<T extends FieldValues>(
  fields: FieldErrors | null | undefined,
  names: readonly string[],
  setError: UseFormSetError<T>,
): string[] {
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(fields ?? {})) {
    if (!messages[0]) continue;
    if (names.includes(field)) setError(field as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: true });
    else rest.push(messages[0]);
  }
  return rest;
}
