import { UniqueViolationError } from './repositories';

const UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']);

function driverError(error: unknown): { code?: unknown; message?: unknown; detail?: unknown } | undefined {
  if (!error || typeof error !== 'object') return undefined;
  // Drizzle wraps driver errors; the driver's own error is the cause.
  const cause = 'cause' in error ? error.cause : undefined;
  if (cause && typeof cause === 'object' && 'code' in cause) return cause;
  return error;
}

/** Runs a write and turns either dialect's unique-constraint failure into UniqueViolationError. */
export async function mapUniqueViolation<T>(write: () => Promise<T> | T): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const driver = driverError(error);
    if (driver && UNIQUE_CODES.has(String(driver.code))) {
      throw new UniqueViolationError(String(driver.detail ?? driver.message ?? 'duplicate value'));
    }
    throw error;
  }
}
