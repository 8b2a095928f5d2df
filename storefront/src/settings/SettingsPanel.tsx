import { useTranslation } from 'react-i18next';
import { Drawer } from '../ui/Drawer';
import { Switch } from '../ui/Switch';
import { CartSidePicker } from './CartSidePicker';
import { ConfigFileButton } from './ConfigFileButton';
import { LayoutLinks } from './LayoutLinks';
import { updateSettings, useSettings } from './settings-store';
import { ThemeColorPicker } from './ThemeColorPicker';

/**
 * The side panel (350 px): theme colour, text direction, dark mode and the cart panel's side, all
 * remembered; links to the page layouts; the configuration pop-up.
 */
export function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('settings.title')}
      closeLabel={t('settings.close')}
    >
      <div className="settings-panel">
        <section>
          <h3>{t('settings.colors')}</h3>
          <ThemeColorPicker
            value={settings.themeColor}
            onChange={(themeColor) => updateSettings({ themeColor })}
          />
        </section>
        <section>
          <h3>{t('settings.layout')}</h3>
          <Switch
            label={t('settings.rtl')}
            checked={settings.direction === 'rtl'}
            onChange={(rtl) => updateSettings({ direction: rtl ? 'rtl' : 'ltr' })}
          />
          <Switch
            label={t('settings.dark')}
            checked={settings.dark}
            onChange={(dark) => updateSettings({ dark })}
          />
          <CartSidePicker />
        </section>
        <LayoutLinks onNavigate={onClose} />
        <section>
          <ConfigFileButton />
        </section>
      </div>
    </Drawer>
  );
}
