import { isRecord, list, text } from '../catalog/decode';

export interface ProvinceOption {
  /** The code the order carries. */
  readonly value: string;
  readonly text: string;
}

/**
 * The provinces of `GET /provinces/{country}`, without the blank "Select" entry the server may
 * put first: the form adds its own, translated, when there are any (spec §3).
 */
export function decodeProvinces(raw: unknown): readonly ProvinceOption[] {
  return list(raw).flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const value = text(entry, 'value');
    return value ? [{ value, text: text(entry, 'text', value) }] : [];
  });
}

/** The select's options: a blank "Select" first when there are provinces, none otherwise. */
export function provinceOptions(
  provinces: readonly ProvinceOption[],
  selectLabel: string,
): readonly ProvinceOption[] {
  return provinces.length === 0 ? [] : [{ value: '', text: selectLabel }, ...provinces];
}
