import { Alert } from '@mui/material';
import { Edit, ListButton, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { DelistButton } from './DelistButton';
import { ProductForm } from './ProductForm';
import { toUpdatePayload } from './productPayload';
import type { ProductRecord } from './types';

const ProductEditActions = () => (
  <TopToolbar>
    <ListButton />
    <DelistButton />
  </TopToolbar>
);

/** The server refuses changes to a delisted product; say so before anyone types. */
const DelistedNotice = () => {
  const record = useRecordContext<ProductRecord>();
  const translate = useTranslate();
  if (!record || record.listed) return null;
  return (
    <Alert severity="warning" sx={{ m: 2, mb: 0 }}>
      {translate('resources.products.messages.delisted_notice')}
    </Alert>
  );
};

// Pessimistic: the server's rules have the last word, and its 422 message must show while the
// form is still there to be corrected.
export const ProductEdit = () => (
  <Edit mutationMode="pessimistic" transform={toUpdatePayload} actions={<ProductEditActions />}>
    <DelistedNotice />
    <ProductForm mode="edit" />
  </Edit>
);
