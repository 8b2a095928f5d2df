import { NumberField, type NumberFieldProps, useLocaleState } from 'react-admin';

/** US dollars, formatted for the app's locale rather than the browser's. */
export const UsdField = (props: Omit<NumberFieldProps, 'locales' | 'options'>) => {
  const [locale] = useLocaleState();
  return (
    <NumberField {...props} locales={locale} options={{ style: 'currency', currency: 'USD' }} />
  );
};
