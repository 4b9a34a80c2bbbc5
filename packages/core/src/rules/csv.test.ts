import { describe, expect, it } from 'vitest';
import {
  csvDocument,
  csvField,
  CsvSyntaxError,
  parseCsv,
  qarCell,
  unguardCsvField,
  UTF8_BOM,
} from './csv.js';

const fields = (text: string) => parseCsv(text).map((record) => record.fields);

describe('parseCsv', () => {
  it('reads plain fields and ignores a leading BOM', () => {
    expect(fields(`${UTF8_BOM}id,name\r\n1,قلم\r\n`)).toEqual([
      ['id', 'name'],
      ['1', 'قلم'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and embedded line breaks', () => {
    const records = parseCsv('a,b\n"x, y","say ""hi""\r\nthere"\n3,4');
    expect(records.map((r) => r.fields)).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\r\nthere'],
      ['3', '4'],
    ]);
    // The third record starts on line 4: the second spans two lines.
    expect(records.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('accepts LF, CRLF and a missing final line end; skips blank lines; keeps empty fields', () => {
    expect(fields('a,b\n\n1,\r\n,2')).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['', '2'],
    ]);
    expect(fields('"",x')).toEqual([['', 'x']]);
  });

  it('refuses a stray quote and an unclosed quoted field, naming the line', () => {
    expect(() => parseCsv('a,b\n1,x"y')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a,b\n"1",x\n"open,2')).toThrow(expect.objectContaining({ line: 3 }));
    expect(() => parseCsv('"done"x')).toThrow(CsvSyntaxError);
  });

  it('reads back what csvDocument writes, formula guard included', () => {
    const rows = [
      ['name', 'note'],
      ['=SUM(A1)', 'line 1\nline 2, "quoted"'],
      ['-5', "'plain apostrophe"],
    ];
    const parsed = fields(csvDocument(rows)).map((row) => row.map(unguardCsvField));
    expect(parsed).toEqual(rows);
  });
});

describe('csvField', () => {
  it('prefixes cells that would start a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(['+1', '-1', '@a'].map(csvField)).toEqual(["'+1", "'-1", "'@a"]);
    expect(csvField(12)).toBe('12');
    expect(csvField(null)).toBe('');
  });
});

describe('qarCell', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1234, '12.34'],
    [100_000, '1000.00'],
  ])('%i dirhams → %s', (dirhams, cell) => {
    expect(qarCell(dirhams)).toBe(cell);
  });
});

describe('csvField and bidi controls', () => {
  it('exports what a shopper typed without embedding, override or isolate controls', () => {
    expect(csvField('Ali \u202Enimda')).toBe('Ali nimda');
    expect(csvField('\u2067=1+1\u2069')).toBe("'=1+1");
    expect(csvDocument([['name'], ['\u202Dx\u202C']])).toBe(`${UTF8_BOM}name\r\nx\r\n`);
  });
});
