import { type EventLogRow, maskPersonalData, streamCategory } from '@shop/core';
import type { AppState } from '../http/app-state.js';

/**
 * Staff see the events whole, and each read is logged with who read which events; anyone else
 * gets them with personal data (e-mails, names, addresses, phones) masked.
 */
export function recordsFor(state: AppState, rows: readonly EventLogRow[]) {
  const user = state.auth?.user;
  if (user?.role !== 'staff') {
    return rows.map((row) => {
      const record = toRecord(row);
      return { ...record, data: maskPersonalData(record.data) };
    });
  }
  if (rows.length > 0) {
    state.log.info(
      { audit: 'event_log_read', actor: user.id, positions: rows.map((row) => row.position) },
      'staff read the event log',
    );
  }
  return rows.map(toRecord);
}

function toRecord(row: EventLogRow) {
  return {
    id: row.position,
    event_id: row.event_id,
    position: row.position,
    stream_name: row.stream_name,
    category: streamCategory(row.stream_name),
    revision: row.revision,
    type: row.type,
    occurred_at: new Date(row.occurred_at).toISOString(),
    actor: JSON.parse(row.actor) as unknown,
    actor_label: row.actor_label,
    correlation_id: row.correlation_id,
    causation_id: row.causation_id,
    data: JSON.parse(row.data) as unknown,
  };
}
