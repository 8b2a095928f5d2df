import QuizIcon from '@mui/icons-material/Quiz';
import { lazy } from 'react';

const views = () => import('./FaqViews');
const FaqList = lazy(async () => ({ default: (await views()).FaqList }));
const FaqCreate = lazy(async () => ({ default: (await views()).FaqCreate }));
const FaqEdit = lazy(async () => ({ default: (await views()).FaqEdit }));

/** Staff only: the FAQ page's questions (`/api/admin/faq`). */
export default {
  list: FaqList,
  create: FaqCreate,
  edit: FaqEdit,
  icon: QuizIcon,
  recordRepresentation: (record: { question: Record<string, string> }) =>
    record.question['en-US'] ?? '',
};
