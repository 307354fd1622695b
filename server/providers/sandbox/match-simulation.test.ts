import { describe, expect, it } from 'vitest';
import { employeeBand } from '../../../shared/domain/enrichment-display';
import { BUSINESS_CATEGORIES } from '../../../shared/domain/enums';
import { gradeForScore, MINIMUM_MATCH_SCORE } from '../../../shared/domain/match-thresholds';
import type { ProviderBusiness, ProviderMatch } from '../provider';
import { simulateMatch } from './match-simulation';
import { sampleBusinesses } from './sample-businesses';

const BUSINESSES = sampleBusinesses(1000);
const everything = BUSINESSES.map((business) => [business, simulateMatch(business, 0)] as const);
const found = everything.filter((entry): entry is readonly [ProviderBusiness, ProviderMatch] => entry[1] !== null);
const share = (count: number) => count / BUSINESSES.length;
const digits = (phone: string | null) => phone?.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '') ?? null;

describe('simulateMatch', () => {
  it('answers the same for the same business, and for another spelling of its address', () => {
    for (const business of BUSINESSES.slice(0, 50)) {
      expect(simulateMatch(business, 0)).toEqual(simulateMatch({ ...business }, 0));
      const respelled = { ...business, address: business.address.replace('Street', 'St.'), name: business.name.toUpperCase() };
      expect(simulateMatch(respelled, 0)?.score).toBe(simulateMatch(business, 0)?.score);
    }
  });

  it.each([
    ['A', 0.45],
    ['B', 0.25],
    ['C', 0.12],
    ['D', 0.08],
    ['F', 0.04],
  ])('grades about the expected share %s', (grade, expected) => {
    const graded = found.filter(([, match]) => gradeForScore(match.score) === grade).length;
    expect(share(graded)).toBeGreaterThan(expected - 0.035);
    expect(share(graded)).toBeLessThan(expected + 0.035);
  });

  it('finds nothing at all for about one business in sixteen, and one in ten at the usual minimum', () => {
    expect(share(BUSINESSES.length - found.length)).toBeGreaterThan(0.035);
    expect(share(BUSINESSES.length - found.length)).toBeLessThan(0.085);
    const usual = BUSINESSES.filter((business) => simulateMatch(business, MINIMUM_MATCH_SCORE) === null).length;
    expect(share(usual)).toBeGreaterThan(0.07);
    expect(share(usual)).toBeLessThan(0.13);
  });

  it.each([0, 0.5, 0.7, 0.85, 0.95, 1])('honours a minimum score of %s', (minimumScore) => {
    for (const [business, match] of everything) {
      const answer = simulateMatch(business, minimumScore);
      expect(answer).toEqual(match && match.score >= minimumScore ? match : null);
    }
  });

  it('scores between 0 and 1 in hundredths, with a stable nine-digit infogroup id per business', () => {
    const ids = new Set<string>();
    for (const [, match] of found) {
      expect(match.score).toBeGreaterThanOrEqual(0);
      expect(match.score).toBeLessThanOrEqual(1);
      expect(Math.round(match.score * 100) / 100).toBe(match.score);
      expect(match.infogroupId).toMatch(/^[1-9]\d{8}$/);
      ids.add(match.infogroupId);
    }
    expect(ids.size).toBe(found.length);
  });

  it('keeps the rules that still match: all of them from B up, fewer below', () => {
    for (const [business, match] of found) {
      expect(match.rules.length).toBeGreaterThan(0);
      expect(match.rules.includes('phone')).toBe(digits(match.phone) === digits(business.phone));
      if (match.score >= 0.85) expect(match.rules).toEqual(['name', 'address', 'phone']);
      else expect(match.rules.length).toBeLessThan(3);
      expect(match).toMatchObject({ city: business.city, state: business.state });
    }
  });

  it('differs from the profile more as the score falls', () => {
    const differences = (business: ProviderBusiness, match: ProviderMatch) =>
      [
        match.name !== business.name,
        match.street !== business.address,
        match.postalCode !== business.zipCode,
        match.phone !== business.phone,
      ].filter(Boolean).length;
    const average = (grade: string) => {
      const graded = found.filter(([, match]) => gradeForScore(match.score) === grade);
      return graded.reduce((sum, [business, match]) => sum + differences(business, match), 0) / graded.length;
    };
    expect(average('A')).toBeLessThan(average('B'));
    expect(average('B')).toBeLessThan(average('C'));
    expect(average('C')).toBeLessThan(average('F'));
    expect(found.filter(([business, match]) => gradeForScore(match.score) === 'A' && match.name === business.name).length).toBeGreaterThan(0);
  });

  it('enriches with plausible figures for small businesses', () => {
    for (const [, match] of found) {
      expect(match.employeeSize).toBeGreaterThanOrEqual(1);
      expect(match.annualRevenue! % 1000).toBe(0);
      expect(match.annualRevenue! / match.employeeSize!).toBeGreaterThan(25_000);
      expect(match.annualRevenue! / match.employeeSize!).toBeLessThan(400_000);
      expect(match.yearEstablished).toBeGreaterThanOrEqual(1960);
      expect(match.yearEstablished).toBeLessThanOrEqual(2023);
    }
    const bands = new Set(found.map(([, match]) => employeeBand(match.employeeSize)));
    expect(bands).toEqual(new Set(['under 10', '10-49', '50-99', '100-499', '500-999']));
    const small = found.filter(([, match]) => match.employeeSize! < 50).length;
    expect(small / found.length).toBeGreaterThan(0.8);
  });

  it('links social profiles named after the business, more of them where the trade lives on them', () => {
    const withNetwork = (network: string, category: string) => {
      const ofTrade = found.filter(([business]) => business.category === category);
      return ofTrade.filter(([, match]) => match.socialMedia?.[network]).length / ofTrade.length;
    };
    expect(withNetwork('instagram', 'beauty')).toBeGreaterThan(withNetwork('instagram', 'professional'));
    expect(withNetwork('linkedin', 'professional')).toBeGreaterThan(withNetwork('linkedin', 'restaurant'));
    for (const [business, match] of found) {
      const handle = business.name.toLowerCase().replace(/[^a-z0-9]/g, '');
      for (const [network, url] of Object.entries(match.socialMedia ?? {})) {
        expect(['facebook', 'instagram', 'linkedin', 'twitter']).toContain(network);
        expect(new URL(url).protocol).toBe('https:');
        expect(url.replace(/-/g, '')).toContain(handle.slice(0, 15));
      }
    }
    expect(new Set(found.map(([business]) => business.category))).toEqual(new Set(BUSINESS_CATEGORIES));
  });

  it.each<[string, string, Record<string, string>]>([
    [
      'a plain name',
      'Sunrise Dental',
      {
        facebook: 'https://www.facebook.com/sunrisedental',
        instagram: 'https://www.instagram.com/sunrisedental',
        linkedin: 'https://www.linkedin.com/company/sunrise-dental',
        twitter: 'https://twitter.com/sunrisedental',
      },
    ],
    [
      'a long name with punctuation',
      "Golden Harbor Family Dentistry & Kids' Care",
      {
        facebook: 'https://www.facebook.com/goldenharborfamilydentistrykidscare',
        instagram: 'https://www.instagram.com/goldenharborfamilydentistrykidscare',
        linkedin: 'https://www.linkedin.com/company/golden-harbor-family-dentistry-kids-care',
        twitter: 'https://twitter.com/goldenharborfam',
      },
    ],
  ])('spells social addresses from %s', (_case, name, addresses) => {
    const networks = new Set<string>();
    for (const [business] of found.slice(0, 100)) {
      const socialMedia = simulateMatch({ ...business, name }, 0)?.socialMedia ?? {};
      expect(addresses).toMatchObject(socialMedia);
      for (const network of Object.keys(socialMedia)) networks.add(network);
    }
    expect(networks).toEqual(new Set(Object.keys(addresses)));
  });
});
