import { describe, expect, it } from 'vitest';
import { slugField } from '../../../shared/contract/fields';
import { organizationSlug } from './accounts';

describe('organizationSlug', () => {
  it.each(['Acme', 'Blue Door Bakery & Café', 'Łódź Pizza', '北京烤鸭', '', '---', 'A', `${'Long name '.repeat(10)}`])(
    'makes from %j a slug the contract accepts',
    (name) => {
      expect(slugField.safeParse(organizationSlug(name)).success).toBe(true);
    },
  );

  it('keeps the name readable and apart from another of the same name', () => {
    expect(organizationSlug('Blue Door Bakery & Café')).toMatch(/^blue-door-bakery-cafe-[0-9a-f]{6}$/);
    expect(organizationSlug('Acme')).not.toBe(organizationSlug('Acme'));
  });
});

describe('slugField', () => {
  it.each(['Acme', 'acme_co', 'a', 'acme co'])('refuses %j with the rule’s message', (slug) => {
    const parsed = slugField.safeParse(slug);
    expect(parsed.error?.issues[0]?.message).toBe('Slug must be lowercase letters, numbers, and hyphens only');
  });
});
