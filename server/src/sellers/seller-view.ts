import type { SellerListRow } from './sellers.repository.js';

/** A seller as the back office shows it: keys only masked, the balance in US dollars. */
export function sellerView(row: SellerListRow) {
  return {
    id: row.account_id,
    email: row.email,
    displayName: row.display_name,
    wechatId: row.wechat_id,
    wechatNickname: row.wechat_nickname,
    status: row.status,
    statusReason: row.status_reason,
    accessKey: row.access_key_masked,
    secretKey: row.secret_key_masked,
    keysReplacedAt: row.keys_replaced_at ? new Date(row.keys_replaced_at).toISOString() : null,
    balance: Number(row.balance_cents) / 100,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
