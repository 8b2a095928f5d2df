import type { ReactNode } from 'react';
import {
  BooleanInput,
  Create,
  Edit,
  NumberInput,
  required,
  SimpleForm,
  TextInput,
  TranslatableInputs,
} from 'react-admin';
import { LOCALES } from '../i18n/locales';

const LANGUAGES = LOCALES.map(({ locale }) => locale);
const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const validId = (value: string | undefined) =>
  value && !idPattern.test(value) ? 'shop.page_entries.validation.id' : undefined;

/**
 * The form every content-page entry shares: its id (fixed once made), its texts in each
 * language, its place in the list and, when editing, whether shoppers see it.
 */
export const EntryForm = ({
  mode,
  texts,
  children,
}: {
  mode: 'create' | 'edit';
  texts: ReactNode;
  children?: ReactNode;
}) => (
  <SimpleForm>
    {mode === 'create' ? (
      <TextInput
        source="id"
        validate={[required(), validId]}
        helperText="shop.page_entries.helpers.id"
      />
    ) : null}
    <TranslatableInputs locales={LANGUAGES} defaultLocale="en-US" fullWidth>
      {texts}
    </TranslatableInputs>
    {children}
    <NumberInput
      source="position"
      defaultValue={100}
      helperText="shop.page_entries.helpers.position"
    />
    {mode === 'edit' ? <BooleanInput source="hidden" /> : null}
  </SimpleForm>
);

/** Create and edit views around a resource's form; saving waits for the server. */
export function entryViews(Form: (props: { mode: 'create' | 'edit' }) => ReactNode) {
  return {
    create: () => (
      <Create redirect="list">
        <Form mode="create" />
      </Create>
    ),
    edit: () => (
      <Edit mutationMode="pessimistic">
        <Form mode="edit" />
      </Edit>
    ),
  };
}
