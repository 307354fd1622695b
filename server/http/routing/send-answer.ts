import type { ServerResponse } from 'node:http';
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
export function sendJsonText(res: ServerResponse, status: number, text: string): void {
  sendBody(res, status, 'application/json; charset=utf-8', text);
}

/** The body with its type and length; none for HEAD. */
export function sendBody(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', typeof body === 'string' ? Buffer.byteLength(body) : body.length);
  if (res.req.method === 'HEAD') res.end();
  else res.end(body);
}

/**
 * Sends written JSON as it is, JSON parsed by the route's schema, no content, or a download. Only the
 * bare response is used, so requests served before Express (plain-api) answer the same way.
 */
export function sendAnswer(
  res: ServerResponse,
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
    res.statusCode = 204;
    res.end();
    return;
  }
  if (route.produces) {
    // The name is the route's tag and a date: nothing in it needs quoting beyond the quotes.
    const fileName = `${route.tag}-${new Date().toISOString().slice(0, 10)}.${route.produces === 'application/pdf' ? 'pdf' : 'csv'}`;
    const file: unknown = route.response.parse(result);
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    if (file instanceof Uint8Array) sendBody(res, status, route.produces, Buffer.from(file.buffer, file.byteOffset, file.byteLength));
    else sendBody(res, status, `${route.produces}; charset=utf-8`, String(file));
    return;
  }
  // Parsing the answer strips anything the contract does not name, so no secret leaks by accident.
  sendJsonText(res, status, JSON.stringify(route.response.parse(result)));
}
