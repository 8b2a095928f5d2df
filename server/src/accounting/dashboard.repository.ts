import type { Database } from '@shop/core';
import { type Kysely, sql } from 'kysely';
import type { Period } from './period.js';

/** Null: every seller (staff totals). */
type Owners = string | null;

function ownerCondition(column: 'o.customer_id::text' | 'w.owner_id', owner: Owners) {
  const ref = sql.raw(column);
  return owner === null
    ? sql`${ref} in (select account_id::text from sellers)`
    : sql`${ref} = ${owner}`;
}

/** Orders placed in the period, by seller, day and status, with the revenue of those not cancelled (`orderRevenueCents`, summed). */
export async function orderFigures(db: Kysely<Database>, owner: Owners, { from, to }: Period) {
  const { rows } = await sql<{
    owner: string;
    day: string;
    status: string;
    orders: number;
    revenue: string;
  }>`
    select o.customer_id::text as owner,
           to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
           o.status,
           count(*)::int as orders,
           coalesce(sum(o.sale_usd_cents) filter (where o.status <> 'Cancelled'), 0)::text as revenue
      from orders o
     where o.created_at >= ${from} and o.created_at < ${to}
       and ${ownerCondition('o.customer_id::text', owner)}
     group by 1, 2, 3`.execute(db);
  return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
}

/** Money out of the wallets in the period, by seller, day and code (credits of a code net against it). */
export async function ledgerFigures(db: Kysely<Database>, owner: Owners, { from, to }: Period) {
  const { rows } = await sql<{ owner: string; day: string; code: string; outgo: string }>`
    select w.owner_id as owner,
           to_char(w.occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day,
           w.code,
           sum(case when w.direction = 'debit' then w.amount_cents else -w.amount_cents end)::text as outgo
      from wallet_entries w
     where w.status <> 'pending'
       and w.occurred_at >= ${from} and w.occurred_at < ${to}
       and ${ownerCondition('w.owner_id', owner)}
     group by 1, 2, 3`.execute(db);
  return rows.map((row) => ({ ...row, outgo: Number(row.outgo) }));
}

/** Current balances and waiting charges, by seller. */
export async function walletFigures(db: Kysely<Database>, owner: Owners) {
  const { rows } = await sql<{
    owner: string;
    email: string;
    balance: string;
    pending_count: number;
    pending_cents: string;
  }>`
    select s.account_id::text as owner,
           u.email,
           coalesce(w.balance_cents, 0)::text as balance,
           (select count(*)::int from wallet_entries p
             where p.owner_id = s.account_id::text and p.status = 'pending') as pending_count,
           (select coalesce(sum(p.amount_cents), 0)::text from wallet_entries p
             where p.owner_id = s.account_id::text and p.status = 'pending') as pending_cents
      from sellers s
      join users u on u.id = s.account_id
      left join wallets w on w.owner_id = s.account_id::text
     where ${owner === null ? sql`true` : sql`s.account_id::text = ${owner}`}`.execute(db);
  return rows.map((row) => ({
    owner: row.owner,
    email: row.email,
    balance: Number(row.balance),
    pendingCount: row.pending_count,
    pendingCents: Number(row.pending_cents),
  }));
}

/** Orders that wait for the seller: with an issue, or not paid yet (waiting for a deposit). */
export async function ordersNeedingAction(db: Kysely<Database>, owner: Owners) {
  const { rows } = await sql<{
    order_number: string;
    owner: string;
    status: string;
    payment_status: string;
    total_usd_cents: string;
    created_at: Date;
  }>`
    select o.order_number, o.customer_id::text as owner, o.status, o.payment_status,
           o.total_usd_cents::text, o.created_at
      from orders o
     where (o.status = 'Has an issue' or (o.payment_status = 'Not paid yet' and o.status <> 'Cancelled'))
       and ${ownerCondition('o.customer_id::text', owner)}
     order by o.created_at desc
     limit 20`.execute(db);
  return rows.map((row) => ({
    orderNumber: row.order_number,
    accountId: row.owner,
    status: row.status,
    paymentStatus: row.payment_status,
    total: Number(row.total_usd_cents) / 100,
    createdAt: new Date(row.created_at).toISOString(),
    reason: row.status === 'Has an issue' ? ('issue' as const) : ('awaiting_deposit' as const),
  }));
}
