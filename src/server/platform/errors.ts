/**
 * One error shape (STYLE.md practice 3). Services throw these with an i18n key; the handler in
 * envelope.ts turns them into `{check:false, msg, data}` with the right status.
 */
import type { FieldErrors } from '../../shared/envelope';
import type { PlainKey } from '../../shared/i18n/types';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: PlainKey,
    readonly fields?: FieldErrors,
  ) {
    super(key);
    this.name = new.target.name;
  }
}

export class BadRequest extends AppError {
  constructor(key: PlainKey = 'api.bad_request') {
    super(400, key);
  }
}
export class Unauthenticated extends AppError {
  constructor(key: PlainKey = 'api.unauthenticated') {
    super(401, key);
  }
}
export class Forbidden extends AppError {
  constructor(key: PlainKey = 'api.forbidden') {
    super(403, key);
  }
}
/** 402: the action needs an entitlement that none of the user's current packages grants. */
export class SubscriptionRequired extends AppError {
  constructor(key: PlainKey = 'api.subscribe_first') {
    super(402, key);
  }
}
export class NotFound extends AppError {
  constructor(key: PlainKey = 'api.not_found') {
    super(404, key);
  }
}
export class Conflict extends AppError {
  constructor(key: PlainKey, fields?: FieldErrors) {
    super(409, key, fields);
  }
}
/** Field errors hold i18n keys; the handler translates them. */
export class ValidationFailed extends AppError {
  constructor(fields: FieldErrors, key: PlainKey = 'api.validation_failed') {
    super(422, key, fields);
  }
}
/** Field errors already written in the request's language (a message with a value: "max number of emails is 3"). */
export class ValidationFailedWithText extends ValidationFailed {
  readonly translated = true;
}
export class RateLimited extends AppError {
  constructor(key: PlainKey = 'api.rate_limited') {
    super(429, key);
  }
}
