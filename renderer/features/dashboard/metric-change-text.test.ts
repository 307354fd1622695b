import { describe, expect, it } from 'vitest';
import { metricChange } from '../../../shared/domain/metric-change';
import { metricChangeText, type MetricUnit } from './metric-change-text';

describe('metricChangeText', () => {
  it.each<[number, number, MetricUnit, number, string]>([
    [12, 9, 'count', 30, '+3 vs last 30 days'],
    [4, 6, 'count', 30, '-2 vs last 30 days'],
    [5, 5, 'count', 30, 'No change vs last 30 days'],
    [62.5, 60, 'points', 30, '+2.5 pts vs last 30 days'],
    [40, 41.5, 'points', 30, '-1.5 pts vs last 30 days'],
    [1, 0, 'count', 1, '+1 vs last 1 day'],
  ])('%s against %s (%s, %s days) reads %s', (current, previous, unit, days, expected) => {
    expect(metricChangeText(metricChange(current, previous), unit, days)).toBe(expected);
  });
});
