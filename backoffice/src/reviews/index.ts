import StarIcon from '@mui/icons-material/Star';
import { lazy } from 'react';
import type { ReviewRecord } from './types';

const ReviewList = lazy(async () => ({ default: (await import('./ReviewList')).ReviewList }));

/** Staff only: product reviews to moderate (`/api/admin/reviews`). */
export default {
  list: ReviewList,
  icon: StarIcon,
  recordRepresentation: (record: ReviewRecord) =>
    `#${record.productId} ${'★'.repeat(record.rating)} ${record.authorName}`,
};
