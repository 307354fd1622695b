import { describe, expect, it } from 'vitest';
import { linkedCountText, updatedFieldsText } from './google-business-text';

describe('Google Business Profile texts', () => {
  it.each([
    [0, 'No business linked'],
    [1, '1 business linked'],
    [1200, `${(1200).toLocaleString()} businesses linked`],
  ])('%i linked -> %s', (count, expected) => {
    expect(linkedCountText(count)).toBe(expected);
  });

  it('names the updated fields', () => {
    expect(updatedFieldsText(['name', 'hours'])).toBe('Updated on Google: Name, Hours');
  });
});
