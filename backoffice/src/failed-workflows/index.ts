import ErrorIcon from '@mui/icons-material/ReportProblem';
import { FailedWorkflowList } from './FailedWorkflowList';
import { FailedWorkflowShow } from './FailedWorkflowShow';
import type { FailedWorkflowRecord } from './types';

/** Staff only: what the shop could not finish on its own, with a way to try again. */
export default {
  list: FailedWorkflowList,
  show: FailedWorkflowShow,
  icon: ErrorIcon,
  recordRepresentation: (record: FailedWorkflowRecord) => `${record.workflow} / ${record.step}`,
};
