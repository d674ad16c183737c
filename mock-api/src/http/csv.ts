import { Type } from '@fastify/type-provider-typebox';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/** What a CSV cell may hold: empty for null, numbers and booleans written as JavaScript writes them. */
export type CsvCell = string | number | boolean | null;

/** A CSV's columns: the header, and how each row fills the column. */
export type CsvColumns<Row> = readonly (readonly [header: string, read: (row: Row) => CsvCell])[];

/**
 * RFC 4180 CSV (CRLF line ends, a header line, fields quoted when they hold a comma, quote or line break, quotes
 * doubled). Text a spreadsheet would run as a formula (=, +, -, @, tab or CR first) is prefixed with a quote;
 * negative numbers stay numbers.
 */
export function toCsv<Row>(columns: CsvColumns<Row>, rows: readonly Row[]): string {
  return stringify(
    rows.map((row) => columns.map(([, read]) => read(row))),
    {
      header: true,
      columns: columns.map(([header]) => header),
      record_delimiter: 'windows',
      // A line break of either kind inside a field is quoted, not only the CRLF that ends records.
      quote_record_delimiter: true,
      escape_formulas: true,
      cast: { boolean: (value) => String(value) },
    },
  );
}

/** Sends a CSV as a download named `fileName` (letters, digits, dots, dashes and underscores only). */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .send(csv);
}

/** OpenAPI description of a CSV answer. */
export const csvResponse = (description: string) => ({
  description,
  content: { 'text/csv': { schema: Type.String() } },
});
