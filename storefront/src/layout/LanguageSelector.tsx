import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languageNames, languages } from '../i18n/languages';
import { localeCookie } from '../i18n/locale-cookie';
import { GlobeIcon } from '../icons/GlobeIcon';
import { changePreference } from '../preference/preference-store';

export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const id = useId();

  function choose(event: ChangeEvent<HTMLSelectElement>) {
    const language = event.target.value;
    if (!isLanguage(language)) return;
    // Remembered so the next visit to a host without a language prefix opens in this language.
    // biome-ignore lint/suspicious/noDocumentCookie: older Safari and Firefox releases lack the Cookie Store API.
    document.cookie = localeCookie(language);
    void i18n.changeLanguage(language);
    void changePreference({ language });
  }

  return (
    <div className="preference-selector">
      <GlobeIcon />
      <label htmlFor={id}>{t('layout.language')}</label>
      <select id={id} dir="auto" value={i18n.language} onChange={choose}>
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
