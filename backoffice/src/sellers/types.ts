export interface SellerRecord {
  id: string;
  email: string;
  displayName: string;
  wechatId: string;
  wechatNickname: string;
  status: 'active' | 'suspended';
  statusReason: string | null;
  accessKey: string | null;
  secretKey: string | null;
  keysReplacedAt: string | null;
  balance: number;
  createdAt: string;
}

export const sellerStatusChoices = [
  { id: 'active', name: 'resources.sellers.statuses.active' },
  { id: 'suspended', name: 'resources.sellers.statuses.suspended' },
];
