import { describe, expect, it } from 'vitest';
import type { ActivityKind, ActivityType } from '../../../shared/domain/activity';
import { activityTone, type ActivityTone } from './activity-tone';

describe('activityTone', () => {
  it.each<[ActivityKind, ActivityType, ActivityTone]>([
    ['citation_issue', 'warning', 'warning'],
    ['citation_issue', 'info', 'warning'],
    ['listing_error', 'warning', 'warning'],
    ['listing_error', 'error', 'error'],
    ['business_created', 'success', 'success'],
    ['business_updated', 'info', 'info'],
  ])('%s with type %s shows as %s', (kind, type, expected) => {
    expect(activityTone({ kind, type })).toBe(expected);
  });
});
