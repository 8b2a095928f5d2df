import type { FilterOption } from '../catalog/product';
import { FilterBlock } from './FilterBlock';

/** A list of checkboxes (brands, sizes, tags); a value chosen in the URL shows even at 0. */
export function CheckboxFilter({
  title,
  options,
  selected,
  onToggle,
  scroll = false,
}: {
  title: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** Long lists scroll above 170 px (the spec's brand list; tags and sizes grow as long). */
  scroll?: boolean;
}) {
  const known = new Set(options.map(({ value }) => value));
  const shown = [
    ...options,
    ...selected.filter((value) => !known.has(value)).map((value) => ({ value, count: 0 })),
  ];
  if (shown.length === 0) return null;
  return (
    <FilterBlock title={title}>
      <ul className={`checkbox-filter${scroll ? ' checkbox-filter--scroll' : ''}`}>
        {shown.map(({ value, count }) => (
          <li key={value}>
            <label>
              <input
                type="checkbox"
                checked={selected.includes(value)}
                onChange={() => onToggle(value)}
              />
              <span className="checkbox-filter__value">{value}</span>
              {count > 0 && <span className="checkbox-filter__count">{count}</span>}
            </label>
          </li>
        ))}
      </ul>
    </FilterBlock>
  );
}
