/**
 * RFC 4180 CSV, as dealer management systems export it: quoted fields may hold commas, line breaks and doubled
 * quotes; CRLF or LF line ends; an optional UTF-8 byte-order mark. Pure, no I/O.
 */

export interface CsvRecord {
  /** 1-based line number where the record starts in the file (the header is line 1). */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvSyntaxError';
  }
}

/** Every record of the text, blank lines skipped. */
export function parseCsv(text: string, delimiter = ','): CsvRecord[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;

  const endField = () => {
    fields.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    // A line with nothing on it is not a record.
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
  };

  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          field += '"';
          index += 1;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      if (fieldStarted && field.trim() !== '') throw new CsvSyntaxError('a quote inside an unquoted field', line);
      field = '';
      quoted = true;
      fieldStarted = true;
    } else if (char === delimiter) {
      endField();
    } else if (char === '\r' && source[index + 1] === '\n') {
      // CRLF: the \n ends the record.
    } else if (char === '\n' || char === '\r') {
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (quoted) throw new CsvSyntaxError('a quoted field is never closed', recordLine);
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
