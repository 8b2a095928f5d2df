import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { longDate } from '../i18n/long-date';
import { useServerValue } from '../storage/store';

/** A post's or comment's date, written as the shopper's language writes dates. */
export function PostDate({ at }: { at: string }) {
  const { i18n } = useTranslation();
  const written = useMemo(() => {
    const date = new Date(at);
    return Number.isNaN(date.getTime()) ? null : longDate(date, i18n.language);
  }, [at, i18n.language]);
  // The server's time zone may not be the shopper's: hydration shows the server's date first.
  const shown = useServerValue(`date:${i18n.language}:${at}`, written);
  if (shown === null) return null;
  return <time dateTime={at}>{shown}</time>;
}
