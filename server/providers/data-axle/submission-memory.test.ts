import { describe, expect, it } from 'vitest';
import { createSubmissionMemory } from './submission-memory';

const submission = (submissionId: string) => ({ submissionId, directories: [] });

describe('submission memory', () => {
  it('remembers answers and uncertain keys apart', () => {
    const memory = createSubmissionMemory(10);
    memory.rememberAnswer('a', submission('s-a'));
    memory.rememberMayHaveLanded('b');
    expect(memory.answered('a')).toEqual(submission('s-a'));
    expect(memory.answered('b')).toBeUndefined();
    expect(memory.mayHaveLanded('b')).toBe(true);
    expect(memory.mayHaveLanded('a')).toBe(false);
  });

  it('forgets the oldest key beyond its capacity', () => {
    const memory = createSubmissionMemory(2);
    memory.rememberMayHaveLanded('a');
    memory.rememberMayHaveLanded('b');
    memory.rememberMayHaveLanded('a');
    memory.rememberMayHaveLanded('c');
    expect(['a', 'b', 'c'].map((key) => memory.mayHaveLanded(key))).toEqual([true, false, true]);
  });
});
