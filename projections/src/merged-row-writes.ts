import type { Database } from '@shop/core';
import { type Kysely, sql } from 'kysely';

type Values = Record<string, unknown>;

/**
 * One batch's writes to a read-model table keyed by one text column, merged per row: a new row
 * and its later changes become one multi-row INSERT, and the changes of rows already there one
 * UPDATE for each set of columns changed, instead of a statement per event. A column changed
 * twice keeps its last value, as the statements one after the other would leave it.
 *
 * `types` gives each column an update may set its PostgreSQL type: the UPDATE reads its values
 * from one array per column.
 *
 * @example
 * const writes = new MergedRowWrites('payments', 'payment_id', { stage: 'text' });
 * writes.update(paymentId, { stage: 'approval' });
 * await writes.flush(trx);
 */
export class MergedRowWrites<Table extends keyof Database & string> {
  readonly #inserts = new Map<string, Values>();
  readonly #updates = new Map<string, Values>();

  constructor(
    private readonly table: Table,
    private readonly key: keyof Database[Table] & string,
    private readonly types: Readonly<Record<string, string>>,
  ) {}

  /** A new row, with every column it starts with (its key included). */
  insert(key: string, row: Values): void {
    // A change before the row's insert would have changed nothing.
    this.#updates.delete(key);
    this.#inserts.set(key, { ...row });
  }

  /** Changes of some columns of the row with this key. */
  update(key: string, values: Values): void {
    for (const column of Object.keys(values)) {
      if (!(column in this.types)) throw new Error(`No type for ${this.table}.${column}`);
    }
    const inserted = this.#inserts.get(key);
    if (inserted) {
      Object.assign(inserted, values);
      return;
    }
    this.#updates.set(key, { ...this.#updates.get(key), ...values });
  }

  /** Writes what was gathered, new rows first, and starts over. */
  async flush(trx: Kysely<Database>): Promise<void> {
    const rows = [...this.#inserts.values()];
    const updates = [...this.#updates];
    this.#inserts.clear();
    this.#updates.clear();
    if (rows.length > 0) {
      await trx
        .insertInto(this.table)
        .values(rows as never)
        .execute();
    }
    const byColumns = new Map<string, [string, Values][]>();
    for (const update of updates) {
      const columns = Object.keys(update[1]).sort().join(',');
      const group = byColumns.get(columns);
      if (group) group.push(update);
      else byColumns.set(columns, [update]);
    }
    for (const [columns, group] of byColumns) {
      await this.#updateAll(trx, columns.split(','), group);
    }
  }

  async #updateAll(trx: Kysely<Database>, columns: readonly string[], group: [string, Values][]) {
    const arrays = columns.map(
      (column) =>
        sql`${group.map(([, values]) => values[column] ?? null)}::${sql.raw(this.types[column] ?? 'text')}[]`,
    );
    await sql`
      UPDATE ${sql.table(this.table)} AS t
      SET ${sql.join(columns.map((column) => sql`${sql.ref(column)} = v.${sql.ref(column)}`))}
      FROM unnest(${group.map(([key]) => key)}::text[], ${sql.join(arrays)})
        AS v(${sql.join([this.key, ...columns].map((column) => sql.ref(column)))})
      WHERE t.${sql.ref(this.key)} = v.${sql.ref(this.key)}`.execute(trx);
  }
}
