import { useTranslation } from 'react-i18next';
import { dismissToast, toasts } from '../feedback/toasts';
import { CloseIcon } from '../icons/CloseIcon';
import { useStore } from '../storage/store';

/** "Error: {message}" for 10 seconds (spec §8); each one is announced as an alert. */
export function ErrorToasts() {
  const { t } = useTranslation();
  const shown = useStore(toasts);
  return (
    <div className="toasts">
      {shown.map(({ id, message }) => (
        <div key={id} className="toast" role="alert">
          <p>{message ? t('toast.error', { message }) : t('toast.unknownError')}</p>
          <button type="button" className="icon-button" onClick={() => dismissToast(id)}>
            <CloseIcon />
            <span className="visually-hidden">{t('toast.dismiss')}</span>
          </button>
        </div>
      ))}
    </div>
  );
}
