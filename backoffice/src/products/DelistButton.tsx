import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { DeleteWithConfirmButton, useRecordContext } from 'react-admin';
import type { ProductRecord } from './types';

/**
 * `DELETE /api/admin/products/:id` delists the product: shoppers stop seeing it, its history
 * stays. Asks first, and waits for the server (no undo) so a refusal shows at once.
 */
export const DelistButton = () => {
  const record = useRecordContext<ProductRecord>();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      label="resources.products.actions.delist"
      icon={<VisibilityOffIcon />}
      confirmTitle="resources.products.messages.delist_title"
      confirmContent="resources.products.messages.delist_content"
      translateOptions={{ id: record.id, title: record.title['en-US'] }}
      successMessage="resources.products.notifications.delisted"
      mutationMode="pessimistic"
      disabled={!record.listed}
    />
  );
};
