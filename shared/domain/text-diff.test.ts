import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { differingParts, type TextPart } from './text-diff';

const same = (text: string): TextPart => ({ text, differs: false });
const differs = (text: string): TextPart => ({ text, differs: true });

describe('differingParts', () => {
  it.each<[string, string | null, string, TextPart[]]>([
    ['one digit off in the number', '123 Main St', '125 Main St', [differs('125'), same(' Main St')]],
    ['the same value', 'Blue Door Bakery', 'Blue Door Bakery', [same('Blue Door Bakery')]],
    ['a word added', 'Blue Door Bakery', 'Blue Door Bakery Cafe', [same('Blue Door Bakery '), differs('Cafe')]],
    ['a word left out', 'Blue Door Bakery Cafe', 'Blue Door Bakery', [same('Blue Door Bakery')]],
    ['a word in the middle', '12 Main Street, Springfield', '12 Oak Street, Springfield', [same('12 '), differs('Oak'), same(' Street, Springfield')]],
    ['two words in a row, as one part', 'Blue Door Bakery', 'Red Window Bakery', [differs('Red Window'), same(' Bakery')]],
    ['nothing in common', 'Blue Door', 'Red Window', [differs('Red Window')]],
    ['the last group of a phone number', '(217) 555-0132', '(217) 555-0199', [same('(217) 555-'), differs('0199')]],
    ['punctuation that differs', '(217) 555-0132', '217-555-0132', [same('217'), differs('-'), same('555-0132')]],
    [
      'a subdomain added to a website',
      'https://bluedoor.example',
      'https://www.bluedoor.example',
      [same('https://'), differs('www.'), same('bluedoor.example')],
    ],
    ['letter case counts', 'Blue Door', 'blue Door', [differs('blue'), same(' Door')]],
    ['nothing expected', null, 'https://bluedoor.example', [differs('https://bluedoor.example')]],
    ['an empty value', 'Blue Door', '', []],
    ['accented letters are letters', 'Café Olé', 'Café Olá', [same('Café '), differs('Olá')]],
  ])('%s', (_, expected, actual, parts) => {
    expect(differingParts(expected, actual)).toEqual(parts);
  });

  it('says the whole value is missing when the directory shows none', () => {
    expect(differingParts('12 Main Street', null)).toBeNull();
  });

  it('gives the actual value back when its parts are joined, each part non-empty and unlike its neighbour', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ unit: 'grapheme' })), fc.string({ unit: 'grapheme' }), (expected, actual) => {
        const parts = differingParts(expected, actual)!;
        expect(parts.map(({ text }) => text).join('')).toBe(actual);
        expect(parts.every(({ text }) => text.length > 0)).toBe(true);
        expect(parts.every((part, index) => index === 0 || part.differs !== parts[index - 1]!.differs)).toBe(true);
      }),
    );
  });

  it('finds no difference in a value compared with itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        expect(differingParts(value, value)!.every((part) => !part.differs)).toBe(true);
      }),
    );
  });
});
