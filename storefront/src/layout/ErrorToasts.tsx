import { useTranslation } from 'react-i18next';
import { dismissToast, type Toast, toasts } from '../feedback/toasts';
import { CloseIcon } from '../icons/CloseIcon';
import { useStore } from '../storage/store';

/**
 * The toasts: "Error: {message}" for 10 seconds (spec §8), announced as an alert; a notice for
 * 5 seconds, announced politely.
 */
export function ErrorToasts() {
  const { t } = useTranslation();
  const shown = useStore(toasts);
  const text = (toast: Toast) => {
    if (toast.kind === 'notice') return t(`notices.${toast.notice}`);
    return toast.message ? t('toast.error', { message: toast.message }) : t('toast.unknownError');
  };
  return (
    <div className="toasts">
      {shown.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <p>{text(toast)}</p>
          <button type="button" className="icon-button" onClick={() => dismissToast(toast.id)}>
            <CloseIcon />
            <span className="visually-hidden">{t('toast.dismiss')}</span>
          </button>
        </div>
      ))}
    </div>
  );
}
