/**
 * `value` with every field whose key matches `keys` replaced by `mask`, at any depth. Returns
 * `value` itself when nothing matches, so the common case allocates nothing.
 *
 * @example
 * maskFields({ recipient: { phone: '090' } }, /^phone$/, '[personal]') // { recipient: { phone: '[personal]' } }
 */
export function maskFields(value: unknown, keys: RegExp, mask: string): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => maskFields(item, keys, mask));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  let copy: Record<string, unknown> | null = null;
  for (const [key, inner] of Object.entries(value)) {
    const masked = keys.test(key) ? mask : maskFields(inner, keys, mask);
    if (masked !== inner) {
      copy ??= { ...value };
      copy[key] = masked;
    }
  }
  return copy ?? value;
}

/** Keys of fields that name or reach a person: e-mail, names, addresses, phones, customs ids. */
export const personalDataKeys =
  /^(e-?mail|emails?|.*Email|fullName|displayName|firstName|lastName|name|nick|buyerNick|receiver\w*|recipient|phone|secondaryPhone|mobile|address|address2|postalCode|zip|customsId)$/i;

/** The same value with personal data masked: what a non-staff reader of the event log sees. */
export function maskPersonalData(value: unknown): unknown {
  return maskFields(value, personalDataKeys, '[personal]');
}
