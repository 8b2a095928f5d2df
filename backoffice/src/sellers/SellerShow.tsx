import {
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  usePermissions,
} from 'react-admin';
import { DateTimeField } from '../events/DateTimeField';
import { UsdField } from '../products/UsdField';
import { SellerStatusButton } from './SellerStatusButton';
import { sellerStatusChoices } from './types';

const Actions = () => {
  const { permissions } = usePermissions();
  return <TopToolbar>{permissions === 'staff' ? <SellerStatusButton /> : null}</TopToolbar>;
};

/** A seller with masked keys: the keys themselves never leave the server. */
export const SellerShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="email" />
      <TextField source="displayName" />
      <TextField source="wechatId" />
      <TextField source="wechatNickname" />
      <SelectField source="status" choices={sellerStatusChoices} />
      <TextField source="statusReason" emptyText="—" />
      <TextField source="accessKey" emptyText="—" />
      <TextField source="secretKey" emptyText="—" />
      <DateTimeField source="keysReplacedAt" emptyText="—" />
      <UsdField source="balance" />
      <DateTimeField source="createdAt" />
    </SimpleShowLayout>
  </Show>
);
