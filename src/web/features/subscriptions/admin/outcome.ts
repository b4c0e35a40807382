/** What the back office's money screens say about a failed call: the API's message, or a fallback. */
import type { ApiProblem } from '../../../api/errors';

export const problemText = (problem: ApiProblem, fallback: string): string => ('msg' in problem && problem.msg) || fallback;

/** The 422's field messages (already in the page's language), or none. */
export const problemFields = (problem: ApiProblem): Record<string, string[]> => (problem.kind === 'validation' ? problem.fields : {});
