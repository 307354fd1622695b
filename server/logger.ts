/** Where the server writes what an operator may need; tests pass a silent one. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export type LogLevel = 'info' | 'warn' | 'error';

/**
 * An error as logged: its stack and its causes' (a failed query's reason is its cause), without the
 * parameters Drizzle puts in a failed query's message, which can be password hashes, session digests
 * or encrypted settings.
 */
export function describeError(error: unknown, depth = 0): string {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error ?? '');
  const safe = text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/g, '\nparams: (not logged)');
  const cause = error instanceof Error ? error.cause : undefined;
  return cause === undefined || depth >= 3 ? safe : `${safe}\nCaused by: ${describeError(cause, depth + 1)}`;
}

/** A logger writing one text per entry, errors described as above. */
export function createLogger(write: (level: LogLevel, line: string) => void): Logger {
  return {
    info: (message) => write('info', message),
    warn: (message) => write('warn', message),
    error: (message, error) => write('error', error === undefined ? message : `${message} ${describeError(error)}`),
  };
}

export const consoleLogger: Logger = createLogger((level, line) => (level === 'info' ? console.log(line) : console[level](line)));

export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
