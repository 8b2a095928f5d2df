import { randomUUID } from 'node:crypto';

/** A recipient in Tokyo, written in Japanese as a Japan address must be. */
export const tokyoRecipient = {
  fullName: '山田 太郎',
  phone: '+81 90-1234-5678',
  postalCode: '150-0001',
  country: 'JP',
  province: '13',
  city: '渋谷区',
  address: '神宮前1-2-3',
};

export function idempotencyKey(): string {
  return `test-${randomUUID()}`;
}
