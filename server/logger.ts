/** Where the server writes what an operator may need; tests pass a silent one. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, error instanceof Error ? error.stack : (error ?? '')),
};

export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
