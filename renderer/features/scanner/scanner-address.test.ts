import { describe, expect, it } from 'vitest';
import { SAMPLE_BUSINESS_ID } from '../../testing/fixtures';
import { citationsPathForBusiness, scannerAddress, scannerBusinessFromAddress, scannerPathForBusiness } from './scanner-address';

describe('scanner address', () => {
  it.each<[string, string | undefined]>([
    [`businessId=${SAMPLE_BUSINESS_ID}`, SAMPLE_BUSINESS_ID],
    ['', undefined],
    ['businessId=', undefined],
    ['businessId=not-an-id', undefined],
  ])('?%s chooses %s', (search, expected) => {
    expect(scannerBusinessFromAddress(new URLSearchParams(search))).toBe(expected);
  });

  it('keeps the chosen business, and nothing for every business', () => {
    expect(scannerBusinessFromAddress(scannerAddress(SAMPLE_BUSINESS_ID))).toBe(SAMPLE_BUSINESS_ID);
    expect(scannerAddress(undefined).toString()).toBe('');
  });

  it('links one business’s results and its issues', () => {
    expect(scannerPathForBusiness(SAMPLE_BUSINESS_ID)).toBe(`/scanner?businessId=${SAMPLE_BUSINESS_ID}`);
    expect(citationsPathForBusiness(SAMPLE_BUSINESS_ID)).toBe(`/citations?businessId=${SAMPLE_BUSINESS_ID}`);
  });
});
