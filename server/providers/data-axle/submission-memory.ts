import type { Submission } from '../provider';

// What each idempotency key led to in this process: a retried submit answers the first call's
// submission instead of sending again, and a submit whose add may have reached Data Axle (a dropped
// answer, a timeout, a 5xx) is only ever sent again as an update. It is bounded and forgets on
// restart: across restarts, the service layer's SubmissionRepository.createOrGet keeps one idempotency
// key to one submission, and a record already there without an answer marks the key as maybe landed.

export interface SubmissionMemory {
  answered(idempotencyKey: string): Submission | undefined;
  mayHaveLanded(idempotencyKey: string): boolean;
  rememberAnswer(idempotencyKey: string, submission: Submission): void;
  rememberMayHaveLanded(idempotencyKey: string): void;
}

export function createSubmissionMemory(capacity: number): SubmissionMemory {
  const answers = new Map<string, Submission>();
  const uncertain = new Map<string, true>();

  /** Maps keep insertion order, so the first key is the oldest. */
  function remember<T>(map: Map<string, T>, key: string, value: T): void {
    map.delete(key);
    map.set(key, value);
    if (map.size > capacity) map.delete(map.keys().next().value as string);
  }

  return {
    answered: (key) => answers.get(key),
    mayHaveLanded: (key) => uncertain.has(key),
    rememberAnswer: (key, submission) => remember(answers, key, submission),
    rememberMayHaveLanded: (key) => remember(uncertain, key, true),
  };
}
