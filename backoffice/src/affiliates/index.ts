import AffiliateIcon from '@mui/icons-material/Handshake';
import { lazy } from 'react';

const AffiliateList = lazy(async () => ({
  default: (await import('./AffiliateList')).AffiliateList,
}));

/** Read-only: the figures come from the orders read model. */
export default { list: AffiliateList, icon: AffiliateIcon };
