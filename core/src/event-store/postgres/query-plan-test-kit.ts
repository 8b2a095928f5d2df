import type pg from 'pg';

interface PlanNode {
  'Node Type': string;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

export interface GenericPlanRun<Row> {
  /** What the statement answered. */
  readonly rows: Row[];
  /** Buffers its plan touched, from cache or disk. */
  readonly blocks: number;
  /** Every node type of its plan, outermost first. */
  readonly nodes: string[];
}

/**
 * Runs `sql` as a prepared statement planned once for any arguments, the way PostgreSQL plans
 * the store's named statements after a few runs: its plan's buffers and node types, and its
 * answer. `args` are SQL literals, in order.
 *
 * @example
 * const run = await runGenericPlan(client, heldBackSql, ['xid8'], [`'12'::xid8`]);
 * expect(run.nodes).not.toContain('Seq Scan');
 */
export async function runGenericPlan<Row>(
  client: pg.PoolClient,
  sql: string,
  types: readonly string[],
  args: readonly string[],
): Promise<GenericPlanRun<Row>> {
  try {
    await client.query('SET plan_cache_mode = force_generic_plan');
    await client.query(`PREPARE planned(${types.join(', ')}) AS ${sql}`);
    const execute = `EXECUTE planned(${args.join(', ')})`;
    const explained = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${execute}`,
    );
    const answer = await client.query<Row & pg.QueryResultRow>(execute);
    // The store's connections keep JSON as text.
    const text = explained.rows[0]?.['QUERY PLAN'];
    const plan =
      text === undefined ? undefined : (JSON.parse(text) as [{ Plan: PlanNode }])[0].Plan;
    if (!plan) throw new Error('no plan');
    const nodes: string[] = [];
    const walk = (node: PlanNode) => {
      nodes.push(node['Node Type']);
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(plan);
    return {
      rows: answer.rows,
      blocks: plan['Shared Hit Blocks'] + plan['Shared Read Blocks'],
      nodes,
    };
  } finally {
    await client.query('DEALLOCATE ALL').catch(() => {});
    await client.query('RESET plan_cache_mode').catch(() => {});
  }
}
