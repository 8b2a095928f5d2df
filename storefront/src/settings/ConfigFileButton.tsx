import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal';
import { settingsFile } from './settings';
import { useSettings } from './settings-store';

type CopyState = 'idle' | 'copied' | 'failed';

/** The spec's configuration pop-up: the current settings as the JSON file that would hold them. */
export function ConfigFileButton() {
  const { t } = useTranslation();
  const settings = useSettings();
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const file = settingsFile(settings);

  async function copyFile() {
    try {
      await navigator.clipboard.writeText(file);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the text is there to select.
      setCopy('failed');
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button--outline"
        aria-haspopup="dialog"
        onClick={() => {
          setCopy('idle');
          setOpen(true);
        }}
      >
        {t('configFile.open')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('configFile.title')}
        closeLabel={t('modal.close')}
        className="modal--dialog modal--narrow"
      >
        <p>{t('configFile.description')}</p>
        <textarea
          className="config-file"
          aria-label={t('configFile.title')}
          readOnly
          rows={10}
          value={file}
          dir="ltr"
        />
        <button type="button" className="button" onClick={copyFile}>
          {t('configFile.copy')}
        </button>
        <p role="status" className="config-file__status">
          {copy === 'copied' && t('configFile.copied')}
          {copy === 'failed' && t('configFile.copyFailed')}
        </p>
      </Modal>
    </>
  );
}
