/** The variant a line holds ("12 pack · green"), under the line's title; nothing without one. */
export function VariantNote({ name }: { name?: string | undefined }) {
  return name ? (
    <span className="variant-note" dir="auto">
      {name}
    </span>
  ) : null;
}
