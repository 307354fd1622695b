import type { Request } from 'express';
import { type z } from 'zod';
import { ERROR_CODES } from '../../../shared/contract/errors';
import type { ParsedRequest, RouteDefinition } from '../../../shared/contract/route';
import { ApiError } from '../api-error';

// A request's params, query and body, checked against the route's schemas: a handler sees only what they accept.

function fieldErrorsOf(error: z.ZodError, prefix?: string): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

export const UNSTORABLE_TEXT_MESSAGE = 'Text may not contain NUL characters or broken Unicode';

// In u-mode a paired surrogate is one code point, so \p{Cs} matches only lone ones.
const LONE_SURROGATE = /\p{Cs}/u;
const unstorable = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text);

/**
 * The path to the first string (or object key) holding a NUL or a lone surrogate: PostgreSQL
 * refuses the one and both databases mangle the other, each its own way. Walked without recursion,
 * so a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown): string[] | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (unstorable(next.value)) return next.path;
    } else if (next.value && typeof next.value === 'object') {
      for (const [key, item] of Object.entries(next.value)) {
        if (unstorable(key)) return [...next.path, key];
        pending.push({ value: item, path: [...next.path, key] });
      }
    }
  }
  return undefined;
}

function parsePart<S extends z.ZodType | undefined>(schema: S, value: unknown, part: string): unknown {
  if (!schema) return part === 'body' ? undefined : {};
  const unstorablePath = findUnstorableText(value);
  if (unstorablePath) {
    const key = [part === 'body' ? undefined : part, ...unstorablePath].filter(Boolean).join('.') || '_';
    throw new ApiError(400, UNSTORABLE_TEXT_MESSAGE, ERROR_CODES.validation, { [key]: [UNSTORABLE_TEXT_MESSAGE] });
  }
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const prefix = part === 'body' ? undefined : part;
  const first = result.error.issues[0]?.message ?? 'Invalid request';
  throw new ApiError(400, first, ERROR_CODES.validation, fieldErrorsOf(result.error, prefix));
}

/** The params, then the query, then the body; the first refused answers 400. */
export function parseRequest(route: RouteDefinition, req: Request): ParsedRequest<RouteDefinition> {
  return {
    params: parsePart(route.params, req.params, 'params'),
    query: parsePart(route.query, req.query, 'query'),
    body: parsePart(route.body, req.body, 'body'),
  } as ParsedRequest<RouteDefinition>;
}
