import { describe, expect, it } from 'vitest';
import type { BadgeTone } from '../../components/ui/badge';
import { matchGradeTone } from './match-grade-tone';

describe('matchGradeTone', () => {
  it.each<[string | null, BadgeTone]>([
    ['A', 'green'],
    ['B', 'blue'],
    ['C', 'amber'],
    ['D', 'red'],
    ['F', 'grey'],
    ['b', 'blue'],
    ['Z', 'grey'],
    [null, 'grey'],
  ])('%s -> %s', (grade, expected) => {
    expect(matchGradeTone(grade)).toBe(expected);
  });
});
