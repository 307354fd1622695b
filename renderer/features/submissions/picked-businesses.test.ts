import { describe, expect, it } from 'vitest';
import { pickedCategories, withPicked, type PickedBusiness } from './picked-businesses';

const bakery: PickedBusiness = { id: 'b1', name: 'Blue Door Bakery', category: 'restaurant' };
const gym: PickedBusiness = { id: 'b2', name: 'Iron Works Gym', category: 'fitness' };
const diner: PickedBusiness = { id: 'b3', name: 'Corner Diner', category: 'restaurant' };

const mapOf = (...businesses: PickedBusiness[]) => new Map(businesses.map((business) => [business.id, business]));

describe('withPicked', () => {
  it.each<[string, PickedBusiness[], PickedBusiness[], boolean, string[]]>([
    ['adds to nothing', [], [bakery, gym], true, ['b1', 'b2']],
    ['adds once', [bakery], [bakery, gym], true, ['b1', 'b2']],
    ['removes', [bakery, gym, diner], [gym], false, ['b1', 'b3']],
    ['removing an unknown one changes nothing', [bakery], [gym], false, ['b1']],
  ])('%s', (_, before, businesses, checked, expected) => {
    expect([...withPicked(mapOf(...before), businesses, checked).keys()]).toEqual(expected);
  });

  it('keeps only the id, name and category of a full business', () => {
    const full = { ...bakery, city: 'Springfield', phone: '555' };
    expect(withPicked(new Map(), [full], true).get('b1')).toEqual(bakery);
  });

  it('leaves the map it was given alone', () => {
    const before = mapOf(bakery);
    withPicked(before, [gym], true);
    expect([...before.keys()]).toEqual(['b1']);
  });
});

describe('pickedCategories', () => {
  it.each<[string, PickedBusiness[], string[]]>([
    ['none', [], []],
    ['each once, in catalogue order', [gym, bakery, diner], ['restaurant', 'fitness']],
  ])('%s', (_, businesses, expected) => {
    expect(pickedCategories(mapOf(...businesses))).toEqual(expected);
  });
});
