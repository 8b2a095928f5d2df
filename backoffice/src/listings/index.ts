import StorefrontIcon from '@mui/icons-material/Storefront';
import { ListingList } from './ListingList';
import type { ListingRecord } from './types';

/** Sellers' Taobao items, kept by the listing sync. */
export default {
  list: ListingList,
  icon: StorefrontIcon,
  recordRepresentation: (record: ListingRecord) => record.title,
};
