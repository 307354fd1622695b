import { rmSync } from 'node:fs';

/** Removes the run's temporary data folder once the server has stopped. */
export default function globalTeardown(): void {
  const dataDir = process.env.CITEWISE_E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
