import { useLocaleState } from 'react-admin';

/** Formats US dollars in the app's locale: `useUsd()(12.5)` → "$12.50". */
export function useUsd(): (amount: number) => string {
  const [locale] = useLocaleState();
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  return (amount) => format.format(amount);
}
