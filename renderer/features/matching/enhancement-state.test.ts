import { describe, expect, it } from 'vitest';
import type { IntegrationStatus } from '../../../shared/contract/provider';
import { sampleIntegrationStatus, sampleMatch } from '../../testing/fixtures';
import { enhancementState, matchingEnabled, type EnhancementState, type MatchAttempt } from './enhancement-state';

const on = sampleIntegrationStatus();
const off = sampleIntegrationStatus({ enabled: false });
const matchingOff = sampleIntegrationStatus({ features: { ...on.features, businessMatching: false } });

const match = sampleMatch();

const notEnhanced = { dataAxleInfogroupId: null };
const enhanced = { dataAxleInfogroupId: '404501993' };

describe('enhancementState', () => {
  it.each<[string, IntegrationStatus, { dataAxleInfogroupId: string | null }, MatchAttempt, EnhancementState]>([
    ['integration off', off, notEnhanced, { kind: 'none' }, 'disabled'],
    ['integration off, for a business enhanced before: its details stay', off, enhanced, { kind: 'none' }, 'enhanced'],
    ['matching feature off', matchingOff, notEnhanced, { kind: 'found', match }, 'disabled'],
    ['never searched', on, notEnhanced, { kind: 'none' }, 'available'],
    ['a match waiting for a decision', on, notEnhanced, { kind: 'found', match }, 'match-found'],
    ['nothing found', on, notEnhanced, { kind: 'no-match' }, 'no-match'],
    ['the search failed', on, notEnhanced, { kind: 'error' }, 'error'],
    ['a provider id stored', on, enhanced, { kind: 'none' }, 'enhanced'],
    ['a provider id stored, after a search', on, enhanced, { kind: 'found', match }, 'enhanced'],
  ])('%s -> %s', (_case, integration, business, attempt, expected) => {
    expect(enhancementState(integration, business, attempt)).toBe(expected);
  });
});

describe('matchingEnabled', () => {
  it.each<[IntegrationStatus, boolean]>([
    [on, true],
    [off, false],
    [matchingOff, false],
  ])('%j -> %s', (integration, expected) => {
    expect(matchingEnabled(integration)).toBe(expected);
  });
});
