import LedgerIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import type { LedgerRecord } from './codes';

const LedgerList = lazy(async () => ({ default: (await import('./LedgerList')).LedgerList }));
const LedgerShow = lazy(async () => ({ default: (await import('./LedgerShow')).LedgerShow }));

/** Entries are immutable: no edit or delete. Staff adjust (create, added by App) and reverse. */
export default {
  list: LedgerList,
  show: LedgerShow,
  icon: LedgerIcon,
  recordRepresentation: (record: LedgerRecord) => `${record.code} ${record.entryId}`,
};
