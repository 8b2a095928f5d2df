import { SelectInput, type SelectInputProps, useListContext } from 'react-admin';
import { categoryChoicesWith } from './catalog';
import type { ProductFilter } from './types';

/** The known categories; a category from a shared link that is not one of them still shows. */
export const CategoryFilterInput = (props: Omit<SelectInputProps, 'choices'>) => {
  const { filterValues } = useListContext();
  const current = (filterValues as ProductFilter).category;
  return <SelectInput {...props} choices={categoryChoicesWith(current)} />;
};
