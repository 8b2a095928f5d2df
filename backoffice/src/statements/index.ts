import StatementIcon from '@mui/icons-material/RequestQuote';
import { lazy } from 'react';

const StatementList = lazy(async () => ({
  default: (await import('./StatementList')).StatementList,
}));

/** Read-only: statements are computed from the ledger. */
export default { list: StatementList, icon: StatementIcon };
