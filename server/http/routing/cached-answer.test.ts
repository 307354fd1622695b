import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../../shared/contract/route';
import { mountContract, type Guards } from '../contract-router';
import { answersFromOrganizationData, type Handlers } from './handlers';
import { createRouteTable } from './route-table';
import { fresh } from './cached-answer';

const guards: Guards = {
  authenticate: async () => null,
  resolveOrganization: async () => undefined,
};

const cachedRoute = (overrides: Partial<RouteDefinition>) =>
  defineRoute({
    method: 'get',
    path: '/api/things',
    summary: 'Things',
    tag: 'things',
    access: 'org:viewer',
    cache: 'organization-data',
    status: 200,
    response: z.object({ things: z.array(z.string()) }),
    ...overrides,
  } as RouteDefinition & { cache: 'organization-data' });

function mount(route: RouteDefinition & { cache: 'organization-data' }) {
  const contract = { things: route };
  const handlers = { things: answersFromOrganizationData(async () => ({ things: [] })) } as Handlers<typeof contract>;
  mountContract(createRouteTable(), contract, handlers, guards);
}

describe('routes cached from organization data', () => {
  it("mounts an organization's JSON read", () => {
    expect(() => mount(cachedRoute({}))).not.toThrow();
  });

  it.each<[string, Partial<RouteDefinition>]>([
    ['a write', { method: 'post' }],
    ['a download', { produces: 'text/csv', response: z.string() }],
    ['an answer without content', { status: 204, response: z.undefined() }],
    ['a route outside an organization', { access: 'user' }],
    ['a public route', { access: 'public' }],
  ])('refuses %s when the routes are mounted', (_kind, overrides) => {
    expect(() => mount(cachedRoute(overrides))).toThrow("things: only an organization's JSON reads can answer from its data");
  });
});

describe('whether the client holds the answer already', () => {
  const etag = '"1f-abc"';
  it.each<[string, Record<string, string>, boolean]>([
    ['its tag', { 'if-none-match': etag }, true],
    ['its tag among others, or weak', { 'if-none-match': `"other", W/${etag}` }, true],
    ['any tag', { 'if-none-match': ' * ' }, true],
    ['another tag', { 'if-none-match': '"1f-abd"' }, false],
    ['no tag', {}, false],
    ['its tag but no-cache', { 'if-none-match': etag, 'cache-control': 'max-age=0, No-Cache' }, false],
  ])('names %s', (_kind, headers, expected) => {
    expect(fresh(headers, etag)).toBe(expected);
  });
});
