import { describe, expect, it } from 'vitest';
import {
  codesRunningLow,
  foldInventoryCode,
  isShopGiftCard,
  parseGiftCodeImport,
} from './gift-card-inventory.js';

const TODAY = '2026-11-29';

describe('parseGiftCodeImport', () => {
  it('reads one code per line, skipping blank lines and the trailing line break', () => {
    const parsed = parseGiftCodeImport('AAAA-BBBB-CCCC\n\nDDDD EEEE FFFF\n', TODAY);
    expect(parsed.codes.map((c) => [c.line, c.code, c.folded])).toEqual([
      [1, 'AAAA-BBBB-CCCC', 'AAAABBBBCCCC'],
      [3, 'DDDD EEEE FFFF', 'DDDDEEEEFFFF'],
    ]);
    expect(parsed.empty).toBe(1);
    expect(parsed.problems).toEqual([]);
  });

  it('reads a CSV whose header names its columns, in any order, costs and values in riyals', () => {
    const parsed = parseGiftCodeImport(
      'cost,Code,PIN,expiry,value,serial\n95.50,XBOX-1111-2222,4321,2027-06-30,100,SN-1\n',
      TODAY,
    );
    expect(parsed.codes).toEqual([
      {
        line: 2,
        code: 'XBOX-1111-2222',
        folded: 'XBOX11112222',
        pin: '4321',
        serial: 'SN-1',
        expiresOn: '2027-06-30',
        cost: 9_550,
        valueRiyals: 100,
      },
    ]);
  });

  it('names every problem line and keeps the first of two codes that fold alike', () => {
    const parsed = parseGiftCodeImport(
      [
        'code,pin,expiry,cost,value',
        'GOOD-0001-AAAA,,,,',
        'good 0001 aaaa,,,,', // the same code, typed differently
        'x,,,,', // too short
        'GOOD-0002-AAAA,12$4,,,', // a PIN with a symbol
        'GOOD-0003-AAAA,,2026-02-30,,', // no such day
        `GOOD-0004-AAAA,,${TODAY},,`, // expires today
        'GOOD-0005-AAAA,,,abc,', // not an amount
        'GOOD-0006-AAAA,,,,50.5', // not whole riyals
        'GOOD-٠٠٠٧-AAAA,,,,', // Arabic-Indic digits are read as Latin
      ].join('\n'),
      TODAY,
    );
    expect(parsed.problems).toEqual([
      { line: 3, problem: 'duplicate_in_file' },
      { line: 4, problem: 'malformed_code' },
      { line: 5, problem: 'malformed_pin' },
      { line: 6, problem: 'malformed_expiry' },
      { line: 7, problem: 'expired' },
      { line: 8, problem: 'malformed_cost' },
      { line: 9, problem: 'malformed_value' },
    ]);
    expect(parsed.codes.map((c) => c.code)).toEqual(['GOOD-0001-AAAA', 'GOOD-0007-AAAA']);
  });

  it('takes a line with commas but no header for what it is: not a code', () => {
    expect(parseGiftCodeImport('AAAA-BBBB,1234\n', TODAY).problems).toEqual([
      { line: 1, problem: 'malformed_code' },
    ]);
  });
});

describe('the rules around it', () => {
  it('folds codes as typed or pasted', () => {
    expect(foldInventoryCode(' ab-cd ef_gh.١٢ ')).toBe('ABCDEFGH12');
  });
  it('knows the shop’s own card from a brand’s', () => {
    expect(isShopGiftCard(29)).toBe(false);
    expect(isShopGiftCard(38)).toBe(false);
    expect(isShopGiftCard(1)).toBe(true);
    expect(isShopGiftCard(null)).toBe(true);
  });
  it('alerts at or below the threshold', () => {
    expect(codesRunningLow(5, 5)).toBe(true);
    expect(codesRunningLow(6, 5)).toBe(false);
    expect(codesRunningLow(0, 0)).toBe(true);
  });
});
