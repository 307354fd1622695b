// Statements answer with arrays of rows: these take the one row a statement returns.

export const first = <T>(rows: T[]): T | undefined => rows[0];

export const only = <T>(rows: T[]): T => {
  const row = rows[0];
  if (row === undefined) throw new Error('Expected a row to be returned');
  return row;
};
