// CSV for the admin downloads (RFC 4180): fields holding a comma, a quote or a line break are
// quoted with inner quotes doubled; lines end with CRLF. A text cell starting with =, +, -, @, a
// tab or a carriage return is prefixed with a single quote, so a spreadsheet shows visitors' text
// instead of running it as a formula (CSV injection). The file starts with a byte order mark so
// spreadsheet programs read it as UTF-8.
import { Readable } from 'node:stream';

export type CsvCell = string | number | boolean | Date | null | undefined;

export const CSV_BOM = '\ufeff';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'string') text = FORMULA_START.test(value) ? `'${value}` : value;
  else text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A whole CSV document in memory: for tests and small files. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  let out = CSV_BOM + csvLine(header);
  for (const row of rows) out += csvLine(row);
  return out;
}

/** A CSV document as a stream: the header, then each page of rows as it is read, so a large
 * table is never held in memory at once. */
export function csvStream(header: readonly string[], pages: AsyncIterable<ReadonlyArray<readonly CsvCell[]>>): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(header);
    for await (const page of pages) {
      if (page.length > 0) yield page.map(csvLine).join('');
    }
  }
  return Readable.from(lines());
}

/** The download headers' file name: the product, what it holds and the day. */
export function attachmentHeader(name: string, day: string): string {
  return `attachment; filename="band-name-studio-${name}-${day}.csv"`;
}
