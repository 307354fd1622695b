import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { apiErrorSchema } from '../../shared/contract/errors';
import type { Contract, RouteDefinition } from '../../shared/contract/route';

/** Express ':id' segments become OpenAPI '{id}'. */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

function errorResponses(route: RouteDefinition) {
  const error = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });
  return {
    400: error('Invalid input'),
    ...(route.access === 'public' ? {} : { 401: error('Not signed in or session ended') }),
    ...(route.access === 'admin' ? { 403: error('Not an administrator') } : {}),
    ...(route.access.startsWith('org:') ? { 403: error('Role or plan does not allow it'), 404: error('Not found in this organization') } : {}),
    500: error('Unexpected server error'),
  };
}

/** The OpenAPI 3.1 document of every route in the contract. */
export function buildOpenApiDocument(areas: Record<string, Contract>, version: string) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });

  for (const [area, routes] of Object.entries(areas)) {
    for (const [name, route] of Object.entries(routes)) {
      registry.registerPath({
        operationId: `${area}.${name}`,
        method: route.method,
        path: openApiPath(route.path),
        summary: route.summary,
        tags: [route.tag],
        ...(route.access === 'public' ? {} : { security: [{ bearer: [] }] }),
        request: {
          ...(route.params ? { params: route.params } : {}),
          ...(route.query ? { query: route.query } : {}),
          ...(route.body ? { body: { content: { 'application/json': { schema: route.body } } } } : {}),
        },
        responses: {
          [route.status]:
            route.status === 204
              ? { description: 'Done' }
              : {
                  description: 'Success',
                  content: {
                    // A binary file has no zod shape to describe; OpenAPI spells it as binary string.
                    [route.produces ?? 'application/json']: {
                      schema: route.produces === 'application/pdf' ? { type: 'string', format: 'binary' } : route.response,
                    },
                  },
                },
          ...errorResponses(route),
        },
      });
    }
  }

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Citewise API', version },
    servers: [{ url: '/' }],
  });
}
