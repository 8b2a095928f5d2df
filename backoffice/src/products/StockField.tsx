import { Chip, Stack } from '@mui/material';
import { type FieldProps, NumberField, useRecordContext, useTranslate } from 'react-admin';
import { stockLevel } from './catalog';
import type { ProductRecord } from './types';

/** The units in stock, flagged when the product is sold out or running low. */
export const StockField = (_props: FieldProps<ProductRecord>) => {
  const record = useRecordContext<ProductRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const level = stockLevel(record.stock);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
      {level === 'in_stock' ? null : (
        <Chip
          size="small"
          color={level === 'sold_out' ? 'error' : 'warning'}
          label={translate(`resources.products.stock_levels.${level}`)}
        />
      )}
      <NumberField source="stock" />
    </Stack>
  );
};
