import { InputAdornment, Typography } from '@mui/material';
import { productLimits } from '@shop/core/shared';
import {
  DateTimeInput,
  Labeled,
  NumberField,
  NumberInput,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { chargedPrice } from './catalog';
import type { ProductFormMode } from './validateProduct';

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** What shoppers will pay with the price and discount as they stand in the form. */
const ChargedPreview = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const price: unknown = useWatch({ name: 'price' });
  const discount: unknown = useWatch({ name: 'discount' });
  if (!isNumber(price) || price <= 0 || !isNumber(discount)) return null;
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(
    chargedPrice(price, discount),
  );
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      {translate('resources.products.messages.charged_preview', { amount })}
    </Typography>
  );
};

/** The stock after the change being typed, so a typo in the sign shows before saving. */
const StockAfterChange = () => {
  const translate = useTranslate();
  const stock: unknown = useWatch({ name: 'stock' });
  const delta: unknown = useWatch({ name: 'stockDelta' });
  if (!isNumber(stock) || !isNumber(delta) || delta === 0) return null;
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      {translate('resources.products.messages.stock_after', { stock: stock + delta })}
    </Typography>
  );
};

/**
 * The "Price & stock" tab. An edit never sets the stock: it sends a change with its reason, so
 * units sold between loading the form and saving it are not overwritten.
 */
export const ProductPriceInputs = ({ mode }: { mode: ProductFormMode }) => (
  <>
    <NumberInput
      source="price"
      step={0.01}
      min={0.01}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
    <NumberInput source="discount" step={1} min={0} max={productLimits.discount} />
    <DateTimeInput source="saleEndsAt" helperText="resources.products.helpers.sale_ends_at" />
    <ChargedPreview />
    {mode === 'create' ? (
      <NumberInput source="stock" step={1} min={0} />
    ) : (
      <>
        <Labeled label="resources.products.fields.current_stock">
          <NumberField source="stock" />
        </Labeled>
        <NumberInput
          source="stockDelta"
          step={1}
          helperText="resources.products.helpers.stock_delta"
        />
        <TextInput source="stockReason" helperText="resources.products.helpers.stock_reason" />
        <StockAfterChange />
      </>
    )}
  </>
);
