import { categorySlug, productLimits } from '@shop/core/shared';
import { LOCALES, type LocaleCode } from '../i18n/locales';
import type { ImageFormValues, ProductFormValues, VariantFormValues } from './types';

/** A translation key, with its arguments when the message has placeholders. */
export type ValidationMessage = string | { message: string; args: Record<string, unknown> };

type ItemErrors = Record<string, ValidationMessage>;
type LocalizedErrors = Partial<Record<LocaleCode, ValidationMessage>>;

/** Shaped like the form values, as react-admin's form-level `validate` expects. */
export interface ProductErrors {
  id?: ValidationMessage;
  title?: LocalizedErrors;
  description?: LocalizedErrors;
  brand?: ValidationMessage;
  category?: ValidationMessage;
  weightGrams?: ValidationMessage;
  tags?: ValidationMessage;
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
const LANGUAGES = LOCALES.map(({ locale }) => locale);
const key = (name: string) => `resources.products.validation.${name}`;
const withArgs = (name: string, args: Record<string, unknown>): ValidationMessage => ({
  message: key(name),
  args,
});

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

const tooLong = (value: unknown, max: number): ValidationMessage | undefined =>
  typeof value === 'string' && value.trim().length > max
    ? { message: 'ra.validation.maxLength', args: { max } }
    : undefined;

const tooMuch = (value: number, max: number): ValidationMessage | undefined =>
  value > max ? { message: 'ra.validation.maxValue', args: { max } } : undefined;

/** Empty → required; otherwise a whole number greater than 0, up to `max`. */
const positiveWholeNumber = (
  value: unknown,
  max: number = productLimits.id,
): ValidationMessage | undefined => {
  if (isBlank(value)) return REQUIRED;
  if (!isWholeNumber(value) || value <= 0) return key('positive_whole_number');
  return tooMuch(value, max);
};

/** Required text, no longer than the server keeps. */
const requiredText = (value: unknown, max: number): ValidationMessage | undefined =>
  isBlank(value) ? REQUIRED : tooLong(value, max);

const hasAtMostTwoDecimals = (value: number): boolean =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const checkPrice = (price: unknown): ValidationMessage | undefined => {
  if (isBlank(price)) return REQUIRED;
  if (typeof price !== 'number' || price <= 0 || !hasAtMostTwoDecimals(price)) return key('price');
  return tooMuch(price, productLimits.price);
};

const checkDiscount = (discount: unknown): ValidationMessage | undefined => {
  if (isBlank(discount)) return REQUIRED;
  return isWholeNumber(discount) && discount >= 0 && discount <= productLimits.discount
    ? undefined
    : withArgs('discount', { max: productLimits.discount });
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
    const skuError = requiredText(variant.sku, productLimits.sku);
    if (skuError) errors.sku = skuError;
    const sizeError = tooLong(variant.size, productLimits.size);
    if (sizeError) errors.size = sizeError;
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
    const altError = tooLong(image.alt, productLimits.alt);
    if (altError) errors.alt = altError;
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
    if (!isWholeNumber(values.stock) || values.stock < 0) return { stock: key('stock') };
    const stockError = tooMuch(values.stock, productLimits.stock);
    return stockError ? { stock: stockError } : {};
  }
  const delta = values.stockDelta;
  if (isBlank(delta) || delta === 0) return {};
  if (!isWholeNumber(delta)) return { stockDelta: key('stock_delta') };
  const errors: ProductErrors = {};
  const current = values.stock ?? 0;
  if (current + delta < 0) {
    errors.stockDelta = withArgs('stock_below_zero', { stock: current, amount: -delta });
  } else {
    const deltaError = tooMuch(Math.abs(delta), productLimits.stock);
    if (deltaError) errors.stockDelta = deltaError;
  }
  if (isBlank(values.stockReason)) errors.stockReason = key('stock_reason_required');
  else {
    const reasonError = tooLong(values.stockReason, productLimits.stockReason);
    if (reasonError) errors.stockReason = reasonError;
  }
  return errors;
};

/** English is required; every language is held to the same length. */
const localizedErrors = (
  text: ProductFormValues['title'],
  max: number,
): LocalizedErrors | undefined => {
  const errors: LocalizedErrors = {};
  for (const language of LANGUAGES) {
    const value = text?.[language];
    const error = language === 'en-US' ? requiredText(value, max) : tooLong(value, max);
    if (error) errors[language] = error;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
};

const checkTags = (tags: string[]): ValidationMessage | undefined => {
  if (tags.length > productLimits.tags)
    return withArgs('too_many_tags', { max: productLimits.tags });
  const long = tags.find((tag) => tag.trim().length > productLimits.tag);
  return long === undefined
    ? undefined
    : withArgs('tag_too_long', { tag: long, max: productLimits.tag });
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
  const title = localizedErrors(values.title, productLimits.title);
  if (title) errors.title = title;
  const description = localizedErrors(values.description, productLimits.description);
  if (description) errors.description = description;
  const brandError = requiredText(values.brand, productLimits.brand);
  if (brandError) errors.brand = brandError;
  if (isBlank(values.category)) errors.category = REQUIRED;
  else if (!categorySlug.test(values.category ?? '')) errors.category = key('category_slug');
  const weightError = positiveWholeNumber(values.weightGrams, productLimits.weightGrams);
  if (weightError) errors.weightGrams = weightError;
  const tagsError = checkTags(values.tags ?? []);
  if (tagsError) errors.tags = tagsError;

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
