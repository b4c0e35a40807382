import { describe, expect, it } from 'vitest';
import { toCsv, type CsvCell } from '../../src/shared/csv';

/** The one data line of a file with an empty header. */
const line = (...cells: CsvCell[]) => toCsv([], [cells]).slice('\uFEFF\r\n'.length, -'\r\n'.length);

describe('CSV text', () => {
  it('starts with a byte-order mark and ends every row with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 2]])).toBe('\uFEFFa,b\r\n1,2\r\n');
  });

  it('writes nothing for a missing value and numbers as they are', () => {
    expect(line(null, undefined, 0, -12.5, '57.50', '-10.00')).toBe(',,0,-12.5,57.50,-10.00');
  });

  it('quotes a cell with a double quote, a comma or a line break, doubling its quotes (RFC 4180)', () => {
    expect(line('say "hi"')).toBe('"say ""hi"""');
    expect(line('a,b')).toBe('"a,b"');
    expect(line('two\nlines')).toBe('"two\nlines"');
    expect(line('two\r\nlines')).toBe('"two\r\nlines"');
    expect(line('"')).toBe('""""');
    expect(line('plain text, عربي')).toBe('"plain text, عربي"');
    expect(line('no quotes needed')).toBe('no quotes needed');
  });

  it('keeps a spreadsheet from running a text as a formula', () => {
    expect(line('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(line('+20 100')).toBe("'+20 100");
    expect(line('-x')).toBe("'-x");
    expect(line('@cmd')).toBe("'@cmd");
    expect(line('\tx')).toBe("'\tx");
    expect(line('\rx')).toBe('"\'\rx"');
    expect(line('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(line('a=b')).toBe('a=b');
  });
});
