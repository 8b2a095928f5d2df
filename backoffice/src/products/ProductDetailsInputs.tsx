import {
  BooleanInput,
  NumberInput,
  SelectArrayInput,
  TextArrayInput,
  TextInput,
  TranslatableInputs,
} from 'react-admin';
import { LOCALES } from '../i18n/locales';
import { CategoryInput } from './CategoryInput';
import { collectionChoices } from './catalog';
import type { ProductFormMode } from './validateProduct';

const LANGUAGES = LOCALES.map(({ locale }) => locale);

/** The "Details" tab: what the shop says about the product, in each of its languages. */
export const ProductDetailsInputs = ({ mode }: { mode: ProductFormMode }) => (
  <>
    {/* The id is given when listing (it is the storefront's product number) and never changes. */}
    {mode === 'create' ? (
      <NumberInput
        source="id"
        label="resources.products.fields.id"
        step={1}
        min={1}
        helperText="resources.products.helpers.id"
      />
    ) : null}
    <TranslatableInputs locales={LANGUAGES} defaultLocale="en-US" fullWidth>
      <TextInput source="title" helperText="resources.products.helpers.translation" />
      <TextInput
        source="description"
        multiline
        minRows={3}
        helperText="resources.products.helpers.translation"
      />
    </TranslatableInputs>
    <TextInput source="brand" />
    <CategoryInput source="category" helperText="resources.products.helpers.category" />
    <SelectArrayInput source="collections" choices={collectionChoices} />
    <TextArrayInput source="tags" helperText="resources.products.helpers.tags" />
    <BooleanInput source="isNew" />
    <NumberInput source="weightGrams" step={1} min={1} />
    <TextInput source="videoUrl" helperText="resources.products.helpers.videoUrl" />
  </>
);
