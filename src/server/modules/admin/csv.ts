// CSV for the admin downloads (RFC 4180): lines end with CRLF; the file starts with a byte order
// mark so spreadsheet programs read it as UTF-8.
// A spreadsheet may split the file on another locale's separator (a European Excel on ';', some
// imports on a tab) or ignore quoted line breaks, and then a cell starts wherever one of those
// characters was. So every cell holding a comma, semicolon, tab, quote or line break is quoted
// (inner quotes doubled), and in visitors' text any =, +, -, @ (or tab or CR) that starts the
// text or follows one of those characters gets a single quote before it: a spreadsheet shows the
// text instead of running it as a formula (CSV injection), however it splits the line.
import { Readable } from 'node:stream';

export type CsvCell = string | number | boolean | Date | null | undefined;

export const CSV_BOM = '\ufeff';
/** A formula character at the start, or after a separator of any common locale, a quote or a
 * line break, spaces between allowed (some imports trim them); looked behind, so a run of them is
 * caught in one pass. */
const FORMULA_START = /(?<=(?:^|[,;\t\r\n"]) *)[=+\-@\t\r]/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'string') text = value.replace(FORMULA_START, "'$&");
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
