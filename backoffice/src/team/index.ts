import GroupsIcon from '@mui/icons-material/Groups';
import { lazy } from 'react';

const views = () => import('./TeamViews');
const TeamList = lazy(async () => ({ default: (await views()).TeamList }));
const TeamCreate = lazy(async () => ({ default: (await views()).TeamCreate }));
const TeamEdit = lazy(async () => ({ default: (await views()).TeamEdit }));

/** Staff only: the team on the about page (`/api/admin/team`). */
export default {
  list: TeamList,
  create: TeamCreate,
  edit: TeamEdit,
  icon: GroupsIcon,
  recordRepresentation: (record: { name: Record<string, string> }) => record.name['en-US'] ?? '',
};
