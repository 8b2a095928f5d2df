import type { EventLogRow, Logger } from '@shop/core';
import { describe, expect, it } from 'vitest';
import type { AppState } from '../http/app-state.js';
import { recordsFor } from './event-record.js';

const row: EventLogRow = {
  position: 7,
  event_id: '00000000-0000-4000-8000-000000000007',
  stream_name: 'order-10012345678901234',
  revision: 0,
  type: 'OrderPlaced',
  occurred_at: new Date('2026-11-23T10:00:00Z'),
  actor: JSON.stringify({ kind: 'user', userId: 'u1', role: 'customer' }),
  actor_label: 'user:u1 (customer)',
  correlation_id: 'c1',
  causation_id: null,
  data: JSON.stringify({
    email: 'hana@example.jp',
    recipient: { fullName: '山田花子', phone: '09012345678', address: '東京都港区1-2-3' },
    lines: [{ productId: 3, title: 'Matcha KitKat', quantity: 2 }],
    courier: { id: 2 },
  }),
};

function stateOf(role: 'staff' | 'seller' | 'customer') {
  const logged: unknown[] = [];
  const log = { info: (fields: unknown) => logged.push(fields) } as unknown as Logger;
  const state: AppState = {
    requestId: 'r1',
    log,
    auth: {
      user: {
        id: `${role}-1`,
        email: `${role}@x.test`,
        role,
        display_name: role,
        language: 'en-US',
      },
      sessionId: 's1',
      csrfToken: 't1',
      via: 'bearer',
    },
  };
  return { state, logged };
}

describe('event log records', () => {
  it('show staff the personal data, and log who read which events', () => {
    const { state, logged } = stateOf('staff');
    const [record] = recordsFor(state, [row]);
    expect(record?.data).toMatchObject({
      email: 'hana@example.jp',
      recipient: { fullName: '山田花子', phone: '09012345678' },
    });
    expect(logged).toEqual([
      expect.objectContaining({ audit: 'event_log_read', actor: 'staff-1', positions: [7] }),
    ]);
  });

  it('mask e-mails, names, addresses and phones for anyone else, and keep the rest', () => {
    const { state } = stateOf('seller');
    const [record] = recordsFor(state, [row]);
    const text = JSON.stringify(record?.data);
    for (const personal of ['hana@example.jp', '山田花子', '09012345678', '東京都港区']) {
      expect(text).not.toContain(personal);
    }
    expect(record?.data).toMatchObject({
      email: '[personal]',
      recipient: '[personal]',
      lines: [{ productId: 3, title: 'Matcha KitKat', quantity: 2 }],
    });
  });
});
