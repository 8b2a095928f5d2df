import { useState } from 'react';
import { AutocompleteInput, type AutocompleteInputProps, useRecordContext } from 'react-admin';
import { type Choice, categoryChoices, toCategorySlug } from './catalog';
import type { ProductRecord } from './types';

const otherCategory = (slug: string): Choice => ({ id: slug, name: slug });

/**
 * The known categories to pick from; a new one can be typed in, and a record's category outside
 * the known list stays selectable.
 */
export const CategoryInput = (props: Omit<AutocompleteInputProps, 'choices' | 'onCreate'>) => {
  const record = useRecordContext<ProductRecord>();
  const [created, setCreated] = useState<Choice[]>([]);
  const known = new Set(categoryChoices.map((choice) => choice.id));
  const choices = [...categoryChoices, ...created];
  if (record?.category && !known.has(record.category)) {
    choices.push(otherCategory(record.category));
  }
  return (
    <AutocompleteInput
      {...props}
      choices={choices}
      onCreate={(text?: string) => {
        const choice = otherCategory(toCategorySlug(text ?? ''));
        setCreated((previous) => [...previous, choice]);
        return choice;
      }}
    />
  );
};
