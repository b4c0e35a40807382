import { z } from 'zod';
import { idParam, paginatedOf } from './common';

/** One tender as the API answers it, in the request's language. */
export const tenderSchema = z.object({ id: z.number().int(), title: z.string(), updated_at: z.string() });
export type Tender = z.infer<typeof tenderSchema>;

/** GET tenders?page=: the active tenders, newest first. */
export const tendersQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const tendersListSchema = paginatedOf(tenderSchema);
export type TendersList = z.infer<typeof tendersListSchema>;

/** GET tenders/{id}: one active tender. */
export const tenderParams = z.object({ id: idParam });
export const tenderDetailSchema = z.object({ item: tenderSchema });
export type TenderDetail = z.infer<typeof tenderDetailSchema>;
