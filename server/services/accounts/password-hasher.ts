import argon2 from 'argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/** argon2id with OWASP's minimum: 19 MiB of memory, 2 iterations, parallelism 1. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function createArgon2Hasher(): PasswordHasher {
  return {
    hash: (password) => argon2.hash(password, ARGON2_OPTIONS),
    verify: async (hash, password) => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        // A malformed stored hash is a failed sign-in, not a server error.
        return false;
      }
    },
  };
}
