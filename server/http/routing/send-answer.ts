import type { Response } from 'express';
import { type z } from 'zod';
import type { RouteDefinition } from '../../../shared/contract/route';
import { WrittenJson } from './handlers';

// The last step: the handler's answer as the route's contract says to send it.

/**
 * Checks written JSON against the schema: the text must parse to a value the schema accepts and leaves
 * as it is (nothing stripped, added, reordered or converted), else the answer is refused.
 */
export function checkWrittenJson(schema: z.ZodType, written: WrittenJson, routeName: string): void {
  const value: unknown = JSON.parse(written.text);
  const parsed = schema.safeParse(value);
  if (!parsed.success || JSON.stringify(parsed.data) !== JSON.stringify(value)) {
    throw new Error(`${routeName}: the answer written as JSON is not what the contract's schema makes of it`);
  }
}

/**
 * JSON text as the answer, with no entity tag: API answers are marked no-store, so no client keeps one
 * to revalidate, and Express's tag cost a copy and a sha1 of every page rendered afresh.
 */
function sendJsonText(res: Response, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  if (res.req.method === 'HEAD') res.end();
  else res.end(text);
}

/** Sends written JSON as it is, JSON parsed by the route's schema, no content, or a download. */
export function sendAnswer(
  res: Response,
  route: RouteDefinition,
  routeName: string,
  result: unknown,
  status: number,
  checkWrittenAnswers: boolean,
): void {
  if (result instanceof WrittenJson) {
    if (checkWrittenAnswers) checkWrittenJson(route.response, result, routeName);
    sendJsonText(res, status, result.text);
    return;
  }
  if (route.status === 204) {
    res.status(204).end();
    return;
  }
  if (route.produces) {
    const extension = route.produces === 'application/pdf' ? 'pdf' : 'csv';
    const fileName = `${route.tag}-${new Date().toISOString().slice(0, 10)}.${extension}`;
    const file: unknown = route.response.parse(result);
    res
      .status(status)
      .type(route.produces)
      .attachment(fileName)
      .send(file instanceof Uint8Array ? Buffer.from(file.buffer, file.byteOffset, file.byteLength) : file);
    return;
  }
  // Parsing the answer strips anything the contract does not name, so no secret leaks by accident.
  sendJsonText(res, status, JSON.stringify(route.response.parse(result)));
}
