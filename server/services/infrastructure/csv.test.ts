import { describe, expect, it } from 'vitest';
import { CsvError, formatCsv, guardFormula, parseCsv, unguardFormula } from './csv';

describe('parseCsv', () => {
  it.each<[string, string, string[][]]>([
    ['an empty text', '', []],
    ['one cell', 'a', [['a']]],
    ['LF line ends', 'a,b\n1,2', [['a', 'b'], ['1', '2']]],
    ['CRLF line ends', 'a,b\r\n1,2\r\n', [['a', 'b'], ['1', '2']]],
    ['old Mac CR line ends', 'a,b\r1,2\r', [['a', 'b'], ['1', '2']]],
    ['a final line end', 'a\n', [['a']]],
    ['a byte order mark', '\uFEFFname,city\nx,y', [['name', 'city'], ['x', 'y']]],
    ['empty cells', ',a,,\n', [['', 'a', '', '']]],
    ['a blank line in the middle', 'a\n\nb', [['a'], [''], ['b']]],
    ['a comma inside quotes', '"Smith, Jones",x', [['Smith, Jones', 'x']]],
    ['doubled quotes inside quotes', '"say ""hi""",x', [['say "hi"', 'x']]],
    ['line breaks inside quotes', '"line 1\r\nline 2\nline 3",x\ny', [['line 1\r\nline 2\nline 3', 'x'], ['y']]],
    ['a lone empty quoted cell', '""', [['']]],
    ['an empty quoted cell last', 'a,""\n', [['a', '']]],
    ['a quote inside an unquoted cell', 'say "hi",x', [['say "hi"', 'x']]],
    ['text after a closing quote', '"abc"def,x', [['abcdef', 'x']]],
    ['spaces kept as they are', ' a , b ', [[' a ', ' b ']]],
  ])('reads %s', (_case, text, expected) => {
    expect(parseCsv(text)).toEqual(expected);
  });

  it.each<[string, number]>([
    ['"never closed', 1],
    ['a,b\nc,"never\nclosed', 2],
    ['"multi\nline",x\n"open', 2],
  ])('refuses an unclosed quote in %j, naming its record', (text, line) => {
    expect(() => parseCsv(text)).toThrow(CsvError);
    expect(() => parseCsv(text)).toThrow(expect.objectContaining({ line, message: 'A quoted cell is never closed' }));
  });
});

describe('guardFormula', () => {
  it.each<[string, string]>([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 415 555 0132', "'+1 415 555 0132"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tindented', "'\tindented"],
    ['\rreturn', "'\rreturn"],
    ['plain text', 'plain text'],
    ['a=b', 'a=b'],
    ["'quoted", "'quoted"],
    ['', ''],
  ])('%j becomes %j', (value, expected) => {
    expect(guardFormula(value)).toBe(expected);
  });

  it.each(['=SUM(A1)', '+1 415', '-x', '@a', '\tx', 'plain', "'plain", "'", ''])('unguardFormula undoes it for %j', (value) => {
    expect(unguardFormula(guardFormula(value))).toBe(value);
  });
});

describe('formatCsv', () => {
  it.each<[string, string[][], string]>([
    ['plain cells', [['a', 'b'], ['1', '2']], 'a,b\r\n1,2\r\n'],
    ['a comma', [['Smith, Jones']], '"Smith, Jones"\r\n'],
    ['quotes', [['say "hi"']], '"say ""hi"""\r\n'],
    ['line breaks', [['line 1\nline 2', 'x\r\ny']], '"line 1\nline 2","x\r\ny"\r\n'],
    ['empty cells', [['', 'a', '']], ',a,\r\n'],
    ['a formula', [['=HYPERLINK("http://x")', '+1']], `"'=HYPERLINK(""http://x"")",'+1\r\n`],
    ['no records', [], ''],
  ])('writes %s', (_case, records, expected) => {
    expect(formatCsv(records)).toBe(`\uFEFF${expected}`);
  });

  it('reads back what it wrote', () => {
    const records = [
      ['name', 'notes'],
      ['Café "Zoë", Ltd', 'line 1\r\nline 2'],
      ['', 'x,y'],
    ];
    expect(parseCsv(formatCsv(records))).toEqual(records);
  });
});
