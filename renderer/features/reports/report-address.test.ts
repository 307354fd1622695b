import { describe, expect, it } from 'vitest';
import { reportQuery, reportViewFromAddress, reportViewToAddress } from './report-address';

const BAKERY = '6f1c2f4e-1b43-4d7e-9a55-0d3c1c8e2a10';

describe('the report view in the address', () => {
  it.each([
    ['', { businessId: undefined, period: 'monthly' }],
    [`?businessId=${BAKERY}&period=yearly`, { businessId: BAKERY, period: 'yearly' }],
    ['?businessId=not-an-id&period=daily', { businessId: undefined, period: 'monthly' }],
  ])('reads %s', (search, view) => {
    expect(reportViewFromAddress(new URLSearchParams(search))).toEqual(view);
  });

  it('writes only what differs from the monthly organization report', () => {
    expect(reportViewToAddress({ businessId: undefined, period: 'monthly' }).toString()).toBe('');
    expect(reportViewToAddress({ businessId: BAKERY, period: 'weekly' }).toString()).toBe(`businessId=${BAKERY}&period=weekly`);
  });

  it('always asks for the period and for a business only when one is chosen', () => {
    expect(reportQuery({ businessId: undefined, period: 'monthly' })).toEqual({ period: 'monthly' });
    expect(reportQuery({ businessId: BAKERY, period: 'quarterly' })).toEqual({ period: 'quarterly', businessId: BAKERY });
  });
});
