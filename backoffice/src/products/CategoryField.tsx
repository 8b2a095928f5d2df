import { Typography } from '@mui/material';
import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import { categoryNameKey } from './catalog';
import type { ProductRecord } from './types';

/** A known category by its translated name; any other by its slug. */
export const CategoryField = (_props: FieldProps<ProductRecord>) => {
  const record = useRecordContext<ProductRecord>();
  const translate = useTranslate();
  if (!record?.category) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(categoryNameKey(record.category), { _: record.category })}
    </Typography>
  );
};
