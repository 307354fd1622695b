import { expect, it } from 'vitest';

// The renderer sets zod's settings without importing zod (see zod-config.ts): zod must still pick them up.
it('makes zod run without compiled parsers, as the Content-Security-Policy requires', async () => {
  await import('./zod-config');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
});
