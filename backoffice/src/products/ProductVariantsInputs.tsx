import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import { colorChoices } from './catalog';
import { ImagePreview } from './ImagePreview';
import { ImageVariantsInput } from './ImageVariantsInput';

/**
 * The "Variants & images" tab. Each variant shows one image and each image belongs to some
 * variants, by id: the form checks both directions before saving.
 */
export const ProductVariantsInputs = () => (
  <>
    <ArrayInput source="variants" label="resources.products.sections.variants">
      <SimpleFormIterator inline disableReordering>
        <NumberInput source="variantId" step={1} min={1} />
        <TextInput source="sku" />
        <TextInput source="size" helperText="resources.products.helpers.size" />
        <SelectInput source="color" choices={colorChoices} />
        <NumberInput source="imageId" step={1} min={1} />
      </SimpleFormIterator>
    </ArrayInput>
    <ArrayInput source="images" label="resources.products.sections.images">
      <SimpleFormIterator inline disableReordering>
        <ImagePreview />
        <NumberInput source="imageId" step={1} min={1} />
        <TextInput source="alt" />
        <ImageVariantsInput source="variantIds" />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);
