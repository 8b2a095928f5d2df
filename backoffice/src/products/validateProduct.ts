import { CATEGORY_SLUG, MAX_DISCOUNT } from './catalog';
import type { ImageFormValues, ProductFormValues, VariantFormValues } from './types';

/** A translation key, with its arguments when the message has placeholders. */
export type ValidationMessage = string | { message: string; args: Record<string, unknown> };

type ItemErrors = Record<string, ValidationMessage>;

/** Shaped like the form values, as react-admin's form-level `validate` expects. */
export interface ProductErrors {
  id?: ValidationMessage;
  title?: { 'en-US'?: ValidationMessage };
  description?: { 'en-US'?: ValidationMessage };
  brand?: ValidationMessage;
  category?: ValidationMessage;
  weightGrams?: ValidationMessage;
  /** One entry per variant, empty when that variant is fine. */
  variants?: ItemErrors[];
  images?: ItemErrors[];
  price?: ValidationMessage;
  discount?: ValidationMessage;
  stock?: ValidationMessage;
  stockDelta?: ValidationMessage;
  stockReason?: ValidationMessage;
}

export type ProductFormMode = 'create' | 'edit';

const REQUIRED = 'ra.validation.required';
const key = (name: string) => `resources.products.validation.${name}`;
const withArgs = (name: string, args: Record<string, unknown>): ValidationMessage => ({
  message: key(name),
  args,
});

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

/** Empty → required; otherwise a whole number greater than 0. */
const positiveWholeNumber = (value: unknown): ValidationMessage | undefined => {
  if (isBlank(value)) return REQUIRED;
  return isWholeNumber(value) && value > 0 ? undefined : key('positive_whole_number');
};

const hasAtMostTwoDecimals = (value: number): boolean =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const checkPrice = (price: unknown): ValidationMessage | undefined => {
  if (isBlank(price)) return REQUIRED;
  return typeof price === 'number' && price > 0 && hasAtMostTwoDecimals(price)
    ? undefined
    : key('price');
};

const checkDiscount = (discount: unknown): ValidationMessage | undefined => {
  if (isBlank(discount)) return REQUIRED;
  return isWholeNumber(discount) && discount >= 0 && discount <= MAX_DISCOUNT
    ? undefined
    : withArgs('discount', { max: MAX_DISCOUNT });
};

/** The ids that occur more than once, each reported on every occurrence after the first. */
const laterDuplicates = (ids: unknown[]): Set<number> => {
  const seen = new Set<unknown>();
  const duplicates = new Set<number>();
  ids.forEach((id, index) => {
    if (isBlank(id)) return;
    if (seen.has(id)) duplicates.add(index);
    seen.add(id);
  });
  return duplicates;
};

const validateVariants = (variants: VariantFormValues[], imageIds: Set<unknown>): ItemErrors[] => {
  const duplicates = laterDuplicates(variants.map((variant) => variant.variantId));
  return variants.map((variant, index) => {
    const errors: ItemErrors = {};
    const variantIdError = positiveWholeNumber(variant.variantId);
    if (variantIdError) errors.variantId = variantIdError;
    else if (duplicates.has(index)) {
      errors.variantId = withArgs('duplicate_variant_id', { id: variant.variantId });
    }
    if (isBlank(variant.sku)) errors.sku = REQUIRED;
    const imageIdError = positiveWholeNumber(variant.imageId);
    if (imageIdError) errors.imageId = imageIdError;
    else if (!imageIds.has(variant.imageId)) {
      errors.imageId = withArgs('variant_missing_image', {
        variantId: variant.variantId ?? '?',
        imageId: variant.imageId,
      });
    }
    return errors;
  });
};

const validateImages = (images: ImageFormValues[], variantIds: Set<unknown>): ItemErrors[] => {
  const duplicates = laterDuplicates(images.map((image) => image.imageId));
  return images.map((image, index) => {
    const errors: ItemErrors = {};
    const imageIdError = positiveWholeNumber(image.imageId);
    if (imageIdError) errors.imageId = imageIdError;
    else if (duplicates.has(index)) {
      errors.imageId = withArgs('duplicate_image_id', { id: image.imageId });
    }
    const missing = (image.variantIds ?? []).find((variantId) => !variantIds.has(variantId));
    if (missing !== undefined) {
      errors.variantIds = withArgs('image_missing_variant', {
        imageId: image.imageId ?? '?',
        variantId: missing,
      });
    }
    return errors;
  });
};

const validateStock = (values: ProductFormValues, mode: ProductFormMode): ProductErrors => {
  if (mode === 'create') {
    if (isBlank(values.stock)) return { stock: REQUIRED };
    return isWholeNumber(values.stock) && values.stock >= 0 ? {} : { stock: key('stock') };
  }
  const delta = values.stockDelta;
  if (isBlank(delta) || delta === 0) return {};
  if (!isWholeNumber(delta)) return { stockDelta: key('stock_delta') };
  const errors: ProductErrors = {};
  const current = values.stock ?? 0;
  if (current + delta < 0) {
    errors.stockDelta = withArgs('stock_below_zero', { stock: current, amount: -delta });
  }
  if (isBlank(values.stockReason)) errors.stockReason = key('stock_reason_required');
  return errors;
};

const hasErrors = (items: ItemErrors[]): boolean =>
  items.some((item) => Object.keys(item).length > 0);

/**
 * The server's product rules, checked before saving so that mistakes show next to their input
 * in the reader's language. An empty object means the form may be sent.
 *
 * @example
 * validateProduct({ images: [{ imageId: 3, variantIds: [9] }], ... }, 'edit')
 * // { images: [{ variantIds: { message: 'resources.products.validation.image_missing_variant',
 * //                            args: { imageId: 3, variantId: 9 } } }] }
 */
export const validateProduct = (
  values: ProductFormValues,
  mode: ProductFormMode,
): ProductErrors => {
  const errors: ProductErrors = {};
  if (mode === 'create') {
    const idError = positiveWholeNumber(values.id);
    if (idError) errors.id = idError;
  }
  if (isBlank(values.title?.['en-US'])) errors.title = { 'en-US': REQUIRED };
  if (isBlank(values.description?.['en-US'])) errors.description = { 'en-US': REQUIRED };
  if (isBlank(values.brand)) errors.brand = REQUIRED;
  if (isBlank(values.category)) errors.category = REQUIRED;
  else if (!CATEGORY_SLUG.test(values.category ?? '')) errors.category = key('category_slug');
  const weightError = positiveWholeNumber(values.weightGrams);
  if (weightError) errors.weightGrams = weightError;

  const variants = values.variants ?? [];
  const images = values.images ?? [];
  const variantErrors = validateVariants(variants, new Set(images.map((image) => image.imageId)));
  if (hasErrors(variantErrors)) errors.variants = variantErrors;
  const imageErrors = validateImages(images, new Set(variants.map((variant) => variant.variantId)));
  if (hasErrors(imageErrors)) errors.images = imageErrors;

  const priceError = checkPrice(values.price);
  if (priceError) errors.price = priceError;
  const discountError = checkDiscount(values.discount);
  if (discountError) errors.discount = discountError;
  return { ...errors, ...validateStock(values, mode) };
};
