import type { Context } from 'koa';
import { type SelectQueryBuilder, sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../http/app-error.js';
import { int4Max } from '../http/bounded.js';

/**
 * The list query of ra-data-simple-rest:
 * `?sort=["position","DESC"]&range=[0,24]&filter={"type":"OrderPlaced"}`.
 */
export interface ListQuery<SortField extends string> {
  readonly sort: { readonly field: SortField; readonly order: 'asc' | 'desc' };
  readonly offset: number;
  readonly limit: number;
  readonly filter: Record<string, unknown>;
}

const maxPageSize = 1000;

export function parseListQuery<SortField extends string>(
  query: Record<string, unknown>,
  {
    sortable,
    defaultSort,
  }: { sortable: readonly SortField[]; defaultSort: ListQuery<SortField>['sort'] },
): ListQuery<SortField> {
  const sortValue = jsonParam(query, 'sort', z.tuple([z.string(), z.string()]).optional());
  const range = jsonParam(
    query,
    'range',
    z
      .tuple([z.number().int().min(0).max(int4Max), z.number().int().min(0).max(int4Max)])
      .refine(([start, end]) => end >= start, 'range end must not be before its start')
      .refine(([start, end]) => end - start < maxPageSize, `at most ${maxPageSize} rows per page`)
      .optional(),
  );
  const filter = jsonParam(query, 'filter', z.record(z.string(), z.unknown()).optional()) ?? {};
  let sort = defaultSort;
  if (sortValue) {
    const [field, order] = sortValue;
    if (!(sortable as readonly string[]).includes(field)) {
      throw new AppError(
        400,
        'invalid_sort',
        `Cannot sort by "${field}"; use one of ${sortable.join(', ')}.`,
      );
    }
    if (!/^(asc|desc)$/i.test(order)) {
      throw new AppError(400, 'invalid_sort', 'Sort order must be ASC or DESC.');
    }
    sort = { field: field as SortField, order: order.toLowerCase() as 'asc' | 'desc' };
  }
  const [start, end] = range ?? [0, 24];
  return { sort, offset: start, limit: end - start + 1, filter };
}

/** The header the data provider reads the total from: `events 0-24/319`. */
export function setContentRange(
  ctx: Context,
  resource: string,
  query: ListQuery<string>,
  shown: number,
  total: number,
) {
  const last = shown === 0 ? query.offset : query.offset + shown - 1;
  ctx.set('Content-Range', `${resource} ${query.offset}-${last}/${total}`);
  ctx.set('Access-Control-Expose-Headers', 'Content-Range');
}

/**
 * Answers one page of a filtered table in the shape ra-data-simple-rest reads: the rows in the
 * query's order (then by `tieBreaker`, so pages never overlap), each shaped by `toRecord`, with
 * the total in `Content-Range`.
 */
/** A `q` filter as an ILIKE pattern that matches it anywhere, its wildcards taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function sendListPage<DB, TB extends keyof DB, Row>(
  ctx: Context,
  resource: string,
  query: ListQuery<string>,
  select: SelectQueryBuilder<DB, TB, object>,
  { tieBreaker, toRecord }: { tieBreaker: string; toRecord: (row: Row) => unknown },
) {
  const [rows, total] = await Promise.all([
    select
      .selectAll()
      .orderBy(sql.ref(query.sort.field), query.sort.order)
      .orderBy(sql.ref(tieBreaker))
      .offset(query.offset)
      .limit(query.limit)
      .execute() as Promise<Row[]>,
    select.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow() as Promise<{
      count: string;
    }>,
  ]);
  setContentRange(ctx, resource, query, rows.length, Number(total.count));
  ctx.body = rows.map(toRecord);
}

function jsonParam<T>(query: Record<string, unknown>, name: string, schema: z.ZodType<T>): T {
  const raw = query[name];
  if (raw === undefined) return schema.parse(undefined);
  if (typeof raw !== 'string')
    throw new AppError(400, 'invalid_query', `"${name}" must be given once.`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new AppError(400, 'invalid_query', `"${name}" is not valid JSON.`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new AppError(
      400,
      'invalid_query',
      `"${name}": ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}

/** A JSON value carried in a query string: its schema, for the API reference. */
function jsonInQuery(description: string, schema: z.ZodType) {
  const { $schema: _dialect, ...contentSchema } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  });
  return z
    .string()
    .optional()
    .meta({ description, contentMediaType: 'application/json', contentSchema });
}

/**
 * The list query as the API reference shows it: `filter` (the route's filter schema), `sort`
 * and `range`, each JSON.
 *
 * @example
 * describeRoute({ summary: 'List events', query: listQueryDocs(filterSchema) })
 */
export function listQueryDocs(filter: z.ZodType) {
  return z.object({
    sort: jsonInQuery('`["field","ASC"|"DESC"]`', z.tuple([z.string(), z.enum(['ASC', 'DESC'])])),
    range: jsonInQuery(
      `\`[first, last]\`, at most ${maxPageSize} rows; by default \`[0,24]\``,
      z.tuple([z.number().int().min(0).max(int4Max), z.number().int().min(0).max(int4Max)]),
    ),
    filter: jsonInQuery('The filter, an object', filter),
  });
}

/** `/<resource>/:id`, as ra-data-simple-rest asks for one record. */
export const recordIdParams = z.object({ id: z.string() });

/** Staff hide or show something a customer wrote (a review, a comment), with a reason. */
export const moderateBody = z.object({
  hidden: z.boolean(),
  hiddenReason: z.string().trim().max(500).nullish(),
});
