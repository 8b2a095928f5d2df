import {
  SelectArrayInput,
  type SelectArrayInputProps,
  useSourceContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ProductFormValues } from './types';

/**
 * The variants an image shows, picked among the product's variants as they are in the form.
 * An id the product no longer has (its variant was removed or renumbered) stays listed, marked
 * missing, so the validation message next to it makes sense and it can be unselected.
 */
export const ImageVariantsInput = (
  props: Omit<SelectArrayInputProps, 'choices'> & { source: string },
) => {
  const translate = useTranslate();
  const sourceContext = useSourceContext();
  const variants = useWatch<ProductFormValues, 'variants'>({ name: 'variants' }) ?? [];
  const selected: unknown = useWatch({ name: sourceContext.getSource(props.source) });
  const choices = variants
    .filter((variant) => typeof variant.variantId === 'number')
    .map((variant) => ({
      id: variant.variantId as number,
      name: variant.sku ? `${variant.variantId} · ${variant.sku}` : String(variant.variantId),
    }));
  const known = new Set(choices.map((choice) => choice.id));
  if (Array.isArray(selected)) {
    for (const id of selected) {
      if (typeof id === 'number' && !known.has(id)) {
        choices.push({
          id,
          name: translate('resources.products.messages.missing_variant', { id }),
        });
      }
    }
  }
  return <SelectArrayInput {...props} choices={choices} translateChoice={false} />;
};
