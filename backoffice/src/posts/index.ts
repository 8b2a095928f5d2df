import ArticleIcon from '@mui/icons-material/Article';
import { lazy } from 'react';
import type { PostRecord } from './types';

// Each view is its own chunk, fetched the first time the view opens.
const PostList = lazy(async () => ({ default: (await import('./PostList')).PostList }));
const PostEdit = lazy(async () => ({ default: (await import('./PostEdit')).PostEdit }));
const PostCreate = lazy(async () => ({ default: (await import('./PostCreate')).PostCreate }));

/** Staff only: the blog's posts (`/api/admin/posts`). */
export default {
  list: PostList,
  edit: PostEdit,
  create: PostCreate,
  icon: ArticleIcon,
  recordRepresentation: (record: PostRecord) => record.title['en-US'],
};
