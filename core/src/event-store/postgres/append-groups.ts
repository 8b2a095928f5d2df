import type pg from 'pg';
import type { AppendResult } from '../event-store.js';
import { TurnBatches } from './turn-batches.js';

/** One append waiting to go, its events' columns ready. */
export interface GroupedAppend {
  readonly streamName: string;
  readonly ids: readonly string[];
  readonly types: readonly string[];
  /** Each event's data and metadata as JSON text. */
  readonly data: readonly string[];
  readonly metadata: readonly string[];
  /** null: any revision. */
  readonly expected: number | null;
  /** Makes this append on its own (the store's single append), as it would without groups. */
  readonly alone: () => Promise<AppendResult>;
}

export interface AppendGroupsOptions {
  /** Groups on their way at once; more appends wait and go together in the next group. */
  readonly inFlight?: number;
  /** Appends in one group at most (each is a subtransaction: PostgreSQL keeps 64 per backend). */
  readonly size?: number;
  /**
   * Events that are worth a group of their own: appends waiting with twice as many events go as
   * two groups at once (while `inFlight` allows), three times as many as three, and so on.
   */
  readonly spreadAt?: number;
}

const groupSql = `SELECT o_index AS index, o_revision AS revision, o_position AS position,
  o_transaction_id AS transaction_id
FROM shop_append_group($1::text[], $2::int[], $3::uuid[], $4::text[], $5::jsonb, $6::jsonb,
  $7::bigint[])`;

/**
 * Appends from many requests at once, sent as few round trips and commits: appends go at the
 * end of the event loop's turn they were made in (`setImmediate`), together, while fewer than
 * `inFlight` groups are on their way, and otherwise wait to go with the others that arrive
 * meanwhile, in one call of `shop_append_group` (one transaction, one commit). Sent at once
 * instead, the first append made as a group's answers came back went alone and the rest waited
 * for the next group: 8 writers of 10-event appends went as 1,240 lone appends and 900 groups
 * of 5 to 7, against 900 groups of 8 then, with a third less CPU per event (bench/README.md).
 * Many events waiting go as several groups at once, one per `spreadAt` events (and at most
 * `size` appends a group): as one group, one backend inserted them while the others and a
 * third of the machine stood idle; 8 writers of 10-event appends now go as two groups of 4 at
 * once, and append about 15 % more events a second (means of 3 and 6 runs, bench/README.md).
 * Few events gain nothing from it: a group's round trip and commit cost more than its inserts.
 * Each append in a group is decided as on its own, at its expected revision; one that appended
 * nothing there (its stream moved on, or it met a unique key) is made again `alone`, which
 * answers it exactly as before: the landed retry, the conflict or the error. A group that
 * failed as a whole fails each of its appends, as a lost connection fails a single append.
 * Groups take their streams in name order, so two groups never wait for each other in turn.
 */
export class AppendGroups {
  readonly #batches: TurnBatches<{ append: GroupedAppend; settle: Settle }>;

  constructor(
    private readonly pool: pg.Pool,
    private readonly landed: () => void,
    { inFlight = 4, size = 32, spreadAt = 40 }: AppendGroupsOptions = {},
  ) {
    this.#batches = new TurnBatches(
      (group) => this.#run(group),
      (group, error) => {
        for (const { settle } of group) settle.reject(error);
      },
      inFlight,
      size,
      { weight: ({ append }) => append.ids.length, at: spreadAt },
    );
  }

  append(append: GroupedAppend): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.#batches.add({ append, settle: { resolve, reject } });
    });
  }

  async #run(group: { append: GroupedAppend; settle: Settle }[]): Promise<void> {
    const only = group.length === 1 ? group[0] : undefined;
    if (only) {
      await only.append.alone().then(only.settle.resolve, only.settle.reject);
      return;
    }
    const ordered = [...group].sort((a, b) =>
      a.append.streamName < b.append.streamName
        ? -1
        : a.append.streamName > b.append.streamName
          ? 1
          : 0,
    );
    let rows: GroupRow[];
    try {
      ({ rows } = await this.pool.query<GroupRow>({
        name: 'shop-append-group',
        text: groupSql,
        values: [
          ordered.map(({ append }) => append.streamName),
          ordered.map(({ append }) => append.ids.length),
          ordered.flatMap(({ append }) => append.ids),
          ordered.flatMap(({ append }) => append.types),
          jsonArray(ordered.flatMap(({ append }) => append.data)),
          jsonArray(ordered.flatMap(({ append }) => append.metadata)),
          ordered.map(({ append }) => append.expected),
        ],
      }));
    } catch (error) {
      for (const { settle } of ordered) settle.reject(error);
      return;
    }
    this.landed();
    const byIndex = new Map(rows.map((row) => [row.index, row]));
    await Promise.all(
      ordered.map(async ({ append, settle }, index) => {
        const row = byIndex.get(index + 1);
        if (row?.revision == null || row.position === null || row.transaction_id === null) {
          // Appended nothing in the group: on its own, it tells the caller why (or lands).
          await append.alone().then(settle.resolve, settle.reject);
          return;
        }
        settle.resolve({
          nextExpectedRevision: row.revision,
          position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.position) },
        });
      }),
    );
  }
}

/** One JSON array of JSON texts, as `shop_append` and `shop_append_group` take the events' data. */
export function jsonArray(texts: readonly string[]): string {
  return `[${texts.join(',')}]`;
}

interface Settle {
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

interface GroupRow {
  index: number;
  revision: number | null;
  position: string | null;
  transaction_id: string | null;
}
