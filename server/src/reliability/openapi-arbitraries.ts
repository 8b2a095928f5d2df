import fc from 'fast-check';
import type { Access } from '../http/access.js';
import type { Endpoint, RequestBody } from './endpoint-requests.js';

type Schema = {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly items?: Schema;
  readonly anyOf?: readonly Schema[];
  readonly oneOf?: readonly Schema[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly maxLength?: number;
};

interface Operation {
  readonly parameters?: readonly { name: string; in: string; schema?: Schema }[];
  readonly requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface OpenApiPaths {
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
}

/**
 * A value a schema allows, now and then one it does not: the fuzzer reaches past a route's
 * first checks (a well-formed body) to what lies behind them, and still tries the edges.
 */
export function fromSchema(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const stranger = fc.oneof(
    fc.constantFrom(null, '', -1, 3e9, 1e308, '\u0000', 'x'.repeat(3000), [], {}),
    fc.string({ maxLength: 10 }),
  );
  if (!schema || depth > 4) return stranger;
  const allowed = allowedBy(schema, depth);
  return fc.oneof({ weight: 5, arbitrary: allowed }, { weight: 1, arbitrary: stranger });
}

function allowedBy(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => fromSchema(choice, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -(2 ** 31)),
        max: Math.min(schema.maximum ?? 100_000, 2 ** 31 - 1),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const fields = Object.entries(schema.properties ?? {});
      return fc.record(
        Object.fromEntries(fields.map(([name, field]) => [name, fromSchema(field, depth + 1)])),
        { requiredKeys: [] },
      );
    }
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The query string a GET's documented parameters make, as text. */
function queryFrom(operation: Operation): fc.Arbitrary<Record<string, string>> {
  const named = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  if (named.length === 0) return fc.constant({});
  return fc
    .record(
      Object.fromEntries(named.map((parameter) => [parameter.name, fromSchema(parameter.schema)])),
      { requiredKeys: [] },
    )
    .map((values) =>
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === 'string' ? value : JSON.stringify(value),
        ]),
      ),
    );
}

/**
 * The endpoints of the OpenAPI document (`/api/openapi.json`), matched to the router's route
 * table for their guards: each with its documented query parameters and body schema drawn as
 * arbitraries, beside the generic hostile ones (`generic`) that know no schema.
 */
export function endpointsFromOpenApi(
  document: OpenApiPaths,
  routes: readonly { method: string; path: string; access: Access | null }[],
  generic: (route: { method: string }) => Pick<Endpoint, 'query' | 'body'>,
): Endpoint[] {
  return routes.map((route) => {
    const documented = route.path.replace(/:(\w+)/g, '{$1}');
    const operation = document.paths[documented]?.[route.method.toLowerCase()];
    if (!operation) throw new Error(`${route.method} ${route.path} is not in the OpenAPI document`);
    const fallback = generic(route);
    const schema = operation.requestBody?.content?.['application/json']?.schema;
    const body: fc.Arbitrary<RequestBody | undefined> = schema
      ? fc.oneof(
          {
            weight: 3,
            arbitrary: fromSchema(schema).map((value) => ({ kind: 'json', value }) as const),
          },
          { weight: 1, arbitrary: fallback.body },
        )
      : fallback.body;
    return {
      ...route,
      query: fc.oneof(queryFrom(operation), fallback.query),
      body,
    };
  });
}
