import { useTranslation } from 'react-i18next';

/** A post's or comment's date, written as the shopper's language writes dates. */
export function PostDate({ at }: { at: string }) {
  const { i18n } = useTranslation();
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={at}>
      {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(date)}
    </time>
  );
}
