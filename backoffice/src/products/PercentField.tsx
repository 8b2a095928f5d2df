import { NumberField, type NumberFieldProps, useLocaleState } from 'react-admin';

/** A whole percentage as stored (20 → "20%"), formatted for the app's locale. */
export const PercentField = (props: Omit<NumberFieldProps, 'locales' | 'options'>) => {
  const [locale] = useLocaleState();
  return <NumberField {...props} locales={locale} options={{ style: 'unit', unit: 'percent' }} />;
};
