import { z } from 'zod';

/** The `{check, msg, data}` envelope around a payload schema, for route response schemas. */
export const envelopeOf = <T extends z.ZodType>(data: T) => z.object({ check: z.boolean(), msg: z.string(), data });

/** The shape of every error answer (4xx/5xx). */
export const errorEnvelope = z.object({
  check: z.literal(false),
  msg: z.string(),
  data: z.record(z.string(), z.array(z.string())).nullable(),
});

/**
 * For routes with large answers built by our own typed code (price lists, comparisons): the
 * response schema stays for the documentation, but the answer is not re-validated by Zod on the
 * way out (that check costs more than the query on a 2,000-row answer). The API tests assert
 * their shapes.
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
