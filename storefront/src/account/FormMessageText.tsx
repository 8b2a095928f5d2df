import { useTranslation } from 'react-i18next';
import type { FormMessage } from './account-errors';

export function FormMessageText({ message }: { message: FormMessage }) {
  const { t } = useTranslation();
  return <>{'key' in message ? t(`account.${message.key}`) : message.text}</>;
}
