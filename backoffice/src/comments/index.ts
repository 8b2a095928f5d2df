import CommentIcon from '@mui/icons-material/Comment';
import { lazy } from 'react';
import type { CommentRecord } from './types';

const CommentList = lazy(async () => ({ default: (await import('./CommentList')).CommentList }));

/** Staff only: blog comments to moderate (`/api/admin/comments`). */
export default {
  list: CommentList,
  icon: CommentIcon,
  recordRepresentation: (record: CommentRecord) => `${record.authorName}: ${record.body}`,
};
