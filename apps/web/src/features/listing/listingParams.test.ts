import { describe, expect, it } from 'vitest';
import { listingQuerySchema } from '@weekends/shared';
import { listingParamReaders, type ListingParamKey } from './listingParams.ts';

/** The hand-written readers must answer exactly what the API's schema answers, field by field. */
const samples: unknown[] = [
  undefined,
  '',
  ' ',
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '-1',
  '1.5',
  '4.0',
  ' 3 ',
  'x',
  '1e3',
  '1e20',
  'Infinity',
  'NaN',
  '0x10',
  '999',
  '1000',
  '1001',
  '9007199254740993',
  ['1', '2'],
  ['1', 'x'],
  ['3'],
  ['2', '2'],
  [''],
  Array.from({ length: 50 }, (_, i) => String(i + 1)),
  Array.from({ length: 51 }, (_, i) => String(i + 1)),
  'desert safari',
  '  kayak  ',
  'a'.repeat(100),
  ` ${'a'.repeat(100)} `,
  'a'.repeat(101),
  ['kayak', 'boat'],
];

const keys = Object.keys(listingParamReaders) as ListingParamKey[];

describe('listing address readers', () => {
  for (const key of keys) {
    it(`reads ${key} as the shared schema does`, () => {
      for (const value of samples) {
        const result = listingQuerySchema.shape[key].safeParse(value);
        expect(listingParamReaders[key](value), `${key}=${JSON.stringify(value)}`).toEqual(
          result.success ? result.data : undefined,
        );
      }
    });
  }
});
