/**
 * SPEC section 8 on the account screens: a refused form shows "the first message of each field",
 * else the server's msg, else "error". Errors that are not the form's (offline, 5xx, 401/403)
 * go through the site-wide catalogue (FeedbackProvider.report) instead: `null` here.
 */
import type { FieldErrors } from '../../../shared/envelope';
import { firstMessages, type ApiProblem } from '../../api/errors';

/** The lines of the form's snackbar for a problem, or null when the site-wide catalogue handles it. */
export function formProblemLines(problem: ApiProblem): string[] | null {
  switch (problem.kind) {
    case 'validation': {
      const lines = firstMessages(problem.fields);
      return lines.length ? lines : [problem.msg].filter(Boolean);
    }
    case 'check':
    case 'request':
      return [problem.msg].filter(Boolean);
    default:
      return null;
  }
}

/** The field errors of a 422 (empty for any other problem). */
export const fieldErrorsOf = (problem: ApiProblem): FieldErrors => (problem.kind === 'validation' ? problem.fields : {});
