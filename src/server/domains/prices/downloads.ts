/**
 * What the prices domain's export routes share (prices_csv/xlsx, comparison_csv/xlsx,
 * price_analysis_csv/xlsx): the entitlement check and the download answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Entitlement } from '../../../shared/constants';
import { CSV_CONTENT_TYPE } from '../../../shared/price-exports';
import { requireUser } from '../../platform/auth';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx';
import { requireEntitlement } from '../subscriptions';
import type { CsvFile, XlsxFile } from './exports';

/** The 200 of a CSV export in the OpenAPI document: a file, not the envelope (errors stay envelopes). */
export const csvAnswer = {
  description: 'The CSV file (UTF-8 with a byte-order mark, CRLF lines), as an attachment (Content-Disposition)',
  content: { 'text/csv': { schema: z.string() } },
};

/** The 200 of an XLSX export in the OpenAPI document. */
export const xlsxAnswer = {
  description: "The Excel workbook (.xlsx; headers in the request's language, right to left in Arabic), as an attachment (Content-Disposition)",
  content: { [XLSX_CONTENT_TYPE]: { schema: z.string() } },
};

/**
 * An export needs a session (401) and a package granting `entitlement` (402 "You must subscribe
 * first"), checked before the query is: a visitor learns nothing about the filter it sent.
 */
export const entitled = (app: FastifyInstance, entitlement: Entitlement) => async (req: FastifyRequest) =>
  requireEntitlement(app.database.db, requireUser(req).userId, entitlement);

/** Sends an export as a download; personal (the entitlement was checked): never kept by a shared cache. */
function sendDownload(reply: FastifyReply, type: string, fileName: string, body: string | Buffer) {
  const ascii = fileName.replace(/[^\w.-]/g, '_');
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

export const sendCsv = (reply: FastifyReply, file: CsvFile) => sendDownload(reply, CSV_CONTENT_TYPE, file.fileName, file.text);
export const sendXlsx = (reply: FastifyReply, file: XlsxFile) => sendDownload(reply, XLSX_CONTENT_TYPE, file.fileName, file.bytes);
