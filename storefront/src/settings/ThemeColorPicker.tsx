import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../icons/CheckIcon';
import { defaultSettings, isHexColor } from './settings';

/** Suggested theme colours; the colour input offers any other. */
const presets = [
  '#ff4c3b',
  '#e4604e',
  '#f39910',
  '#3fdda7',
  '#0f8fac',
  '#5d7227',
  '#866e6c',
  '#cc2121',
];

export function ThemeColorPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (color: string) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const presetsId = useId();
  return (
    <div className="theme-picker">
      <div className="theme-picker__custom">
        <label htmlFor={inputId}>{t('settings.themeColor')}</label>
        <input
          id={inputId}
          type="color"
          value={value}
          onChange={(event) => {
            if (isHexColor(event.target.value)) onChange(event.target.value.toLowerCase());
          }}
        />
      </div>
      <p id={presetsId} className="theme-picker__label">
        {t('settings.presets')}
      </p>
      <ul className="theme-picker__presets" aria-labelledby={presetsId}>
        {presets.map((color) => (
          <li key={color}>
            <button
              type="button"
              className="theme-picker__preset"
              style={{ backgroundColor: color }}
              aria-pressed={value === color}
              aria-label={t('settings.presetColor', { color })}
              onClick={() => onChange(color)}
            >
              <CheckIcon />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="link-button"
        onClick={() => onChange(defaultSettings.themeColor)}
      >
        {t('settings.resetColor')}
      </button>
    </div>
  );
}
