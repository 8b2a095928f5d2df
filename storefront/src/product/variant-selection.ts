import type { Product, ProductImage, Variant } from '../catalog/product';

function distinct(values: readonly (string | undefined)[]): readonly string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

export function sizesOf(product: Pick<Product, 'variants'>): readonly string[] {
  return distinct(product.variants.map(({ size }) => size));
}

export function colorsOf(product: Pick<Product, 'variants'>): readonly string[] {
  return distinct(product.variants.map(({ color }) => color));
}

export type VariantChoice = { readonly size: string } | { readonly color: string };

/**
 * The variant after the shopper picks a size or colour: the one with the new value that keeps
 * the other choice, or else the first with the new value (that combination does not exist).
 */
export function chooseVariant(
  variants: readonly Variant[],
  current: Variant | undefined,
  choice: VariantChoice,
): Variant | undefined {
  const matching =
    'size' in choice
      ? variants.filter(({ size }) => size === choice.size)
      : variants.filter(({ color }) => color === choice.color);
  const keepsOther = matching.find((variant) =>
    'size' in choice ? variant.color === current?.color : variant.size === current?.size,
  );
  return keepsOther ?? matching[0] ?? current;
}

/**
 * The image to show for a variant. The sample data is inconsistent, so an image may name the
 * variant, or the variant the image; failing both, the slider stays where it is.
 */
export function imageIndexFor(
  images: readonly ProductImage[],
  variant: Variant | undefined,
): number | undefined {
  if (!variant) return undefined;
  const byVariant = images.findIndex(({ image_id }) => image_id === variant.image_id);
  if (byVariant >= 0) return byVariant;
  const byImage = images.findIndex(({ variant_id }) => variant_id.includes(variant.variant_id));
  return byImage >= 0 ? byImage : undefined;
}

/** How a line names its variant, as the server's orders do: "12 pack · green". */
export function variantLabel(variant: Pick<Variant, 'size' | 'color'>): string {
  return [variant.size, variant.color].filter(Boolean).join(' · ');
}
