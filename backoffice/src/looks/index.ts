import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { lazy } from 'react';

const views = () => import('./LookViews');
const LookList = lazy(async () => ({ default: (await views()).LookList }));
const LookCreate = lazy(async () => ({ default: (await views()).LookCreate }));
const LookEdit = lazy(async () => ({ default: (await views()).LookEdit }));

/** Staff only: the lookbook's photos and the products on them (`/api/admin/looks`). */
export default {
  list: LookList,
  create: LookCreate,
  edit: LookEdit,
  icon: PhotoLibraryIcon,
  recordRepresentation: (record: { title: Record<string, string> }) => record.title['en-US'] ?? '',
};
