import { productLimits } from '@shop/core/shared';
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
        <NumberInput
          source="price"
          step={0.01}
          min={0.01}
          helperText="resources.products.helpers.variant_price"
        />
        <NumberInput
          source="discount"
          step={1}
          min={0}
          max={productLimits.discount}
          helperText="resources.products.helpers.variant_discount"
        />
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
