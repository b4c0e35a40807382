/**
 * The error catalogue of SPEC section 8, in one place. `classify` turns an answer into a
 * problem; `reactionTo` says what the interface does about it. Both are pure (tested).
 */
import type { FieldErrors } from '../../shared/envelope';
import type { PlainPageKey } from '../../shared/i18n/types';
import type { ApiResult } from './types';

export type ApiProblem =
  | { kind: 'offline' }
  | { kind: 'check'; msg: string }
  | { kind: 'validation'; msg: string; fields: FieldErrors }
  | { kind: 'unauthenticated'; msg: string }
  | { kind: 'forbidden'; msg: string }
  /** 402: the action needs a package that grants it ("You must subscribe first"). */
  | { kind: 'subscription_required'; msg: string }
  | { kind: 'not_found'; msg: string }
  | { kind: 'server'; msg: string }
  | { kind: 'request'; status: number; msg: string };

/** Thrown by a transport when the network is down (or the request never reached the server). */
export class ApiOfflineError extends Error {
  constructor() {
    super('offline');
    this.name = 'ApiOfflineError';
  }
}

const isFieldErrors = (v: unknown): v is FieldErrors => !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((m) => Array.isArray(m));

/** null when the answer is a success (2xx and check: true). */
export function classify(result: Pick<ApiResult, 'status' | 'body'>): ApiProblem | null {
  const { status, body } = result;
  const msg = typeof body?.msg === 'string' ? body.msg : '';
  if (status >= 200 && status < 300) return body?.check === false ? { kind: 'check', msg } : null;
  if (status === 422) return { kind: 'validation', msg, fields: isFieldErrors(body?.data) ? body.data : {} };
  if (status === 401) return { kind: 'unauthenticated', msg };
  if (status === 402) return { kind: 'subscription_required', msg };
  if (status === 403) return { kind: 'forbidden', msg };
  if (status === 404) return { kind: 'not_found', msg };
  if (status >= 500) return { kind: 'server', msg };
  return { kind: 'request', status, msg };
}

/** i18n keys of the `translation` namespace. */
export type Reaction =
  | { type: 'offline-alert'; messageKey: 'errors.offline' }
  | { type: 'modal'; titleKey: PlainPageKey; message?: string; messageKey?: PlainPageKey }
  | { type: 'logout'; reload: boolean }
  | { type: 'navigate'; to: string }
  | { type: 'field-errors'; fields: FieldErrors; message: string };

export function reactionTo(problem: ApiProblem): Reaction {
  switch (problem.kind) {
    case 'offline':
      return { type: 'offline-alert', messageKey: 'errors.offline' };
    case 'check':
      return { type: 'modal', titleKey: 'errors.error_title', message: problem.msg, messageKey: problem.msg ? undefined : 'errors.generic' };
    case 'validation':
      return { type: 'field-errors', fields: problem.fields, message: problem.msg };
    case 'unauthenticated':
      return { type: 'logout', reload: true };
    case 'forbidden':
      return { type: 'logout', reload: false };
    case 'subscription_required':
      return {
        type: 'modal',
        titleKey: 'errors.subscribe_first_title',
        message: problem.msg || undefined,
        messageKey: problem.msg ? undefined : 'errors.subscribe_first',
      };
    case 'not_found':
      return { type: 'navigate', to: '/404' };
    case 'server':
      return { type: 'modal', titleKey: 'errors.server_title', messageKey: 'errors.server_body' };
    case 'request':
      return { type: 'modal', titleKey: 'errors.request_error', message: problem.msg || undefined };
  }
}

/** The first message of each field, e.g. for a snackbar. */
export const firstMessages = (fields: FieldErrors): string[] => Object.values(fields).flatMap((m) => (m.length ? [m[0]!] : []));
