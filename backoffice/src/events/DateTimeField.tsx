import { DateField, type DateFieldProps, useLocaleState } from 'react-admin';

/**
 * A date and time in the app's locale; DateField alone formats in the browser's locale, which
 * need not match the language picked in the app bar.
 */
export const DateTimeField = (props: Omit<DateFieldProps, 'locales' | 'showTime'>) => {
  const [locale] = useLocaleState();
  return <DateField {...props} locales={locale} showTime />;
};
