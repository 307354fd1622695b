/** The value as one of the allowed ones, e.g. a filter read from the address; undefined for anything else. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}
