import { Box } from '@mui/material';
import { type FieldProps, useFieldValue } from 'react-admin';

/** An event's payload, indented so nested objects stay readable. */
export const JsonField = (props: FieldProps) => {
  const value: unknown = useFieldValue(props);
  if (value === undefined) return null;
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        fontFamily: 'monospace',
        fontSize: '0.8125rem',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  );
};
