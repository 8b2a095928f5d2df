import { Box } from '@mui/material';
import {
  BooleanField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { DateTimeField } from '../events/DateTimeField';
import { JsonField } from '../events/JsonField';
import { RetryButton } from './RetryButton';

const ErrorText = () => {
  const record = useRecordContext<{ error: string }>();
  if (!record) return null;
  return (
    <Box component="pre" sx={{ m: 0, fontSize: '0.8125rem', whiteSpace: 'pre-wrap' }}>
      {record.error}
    </Box>
  );
};

export const FailedWorkflowShow = () => (
  <Show
    actions={
      <TopToolbar>
        <RetryButton />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <NumberField source="id" />
      <TextField source="workflow" />
      <TextField source="step" />
      <DateTimeField source="failed_at" />
      <NumberField source="attempts" />
      <BooleanField source="resolved" />
      <DateTimeField source="retry_requested_at" />
      <DateTimeField source="resolved_at" />
      <JsonField source="source" />
      <ErrorText />
    </SimpleShowLayout>
  </Show>
);
