import { useState } from 'react';
import { AutocompleteInput, type AutocompleteInputProps, useRecordContext } from 'react-admin';
import { categoryChoicesWith, toCategorySlug } from './catalog';
import type { ProductRecord } from './types';

/**
 * The known categories to pick from; a new one can be typed in, and a record's category outside
 * the known list stays selectable.
 */
export const CategoryInput = (props: Omit<AutocompleteInputProps, 'choices' | 'onCreate'>) => {
  const record = useRecordContext<ProductRecord>();
  const [created, setCreated] = useState<string[]>([]);
  return (
    <AutocompleteInput
      {...props}
      choices={categoryChoicesWith(record?.category, ...created)}
      onCreate={(text?: string) => {
        const slug = toCategorySlug(text ?? '');
        setCreated((previous) => [...previous, slug]);
        return { id: slug, name: slug };
      }}
    />
  );
};
