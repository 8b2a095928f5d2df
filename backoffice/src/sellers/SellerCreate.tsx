import { Create, email, required, SimpleForm, TextInput } from 'react-admin';

/** Staff: makes a registered account a seller, by its e-mail address. */
export const SellerCreate = () => (
  <Create redirect="show">
    <SimpleForm>
      <TextInput
        source="email"
        type="email"
        validate={[required(), email()]}
        helperText="resources.sellers.helpers.email"
      />
      <TextInput source="wechatId" validate={required()} />
      <TextInput source="wechatNickname" validate={required()} />
    </SimpleForm>
  </Create>
);
