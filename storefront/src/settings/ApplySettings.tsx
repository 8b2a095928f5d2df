import { useEffect } from 'react';
import { useSettings } from './settings-store';

/**
 * Puts the settings on `<html>`: the theme colour as `--theme`, `dir` and a dark flag, so every
 * part of the page (and the browser's own controls) follows them.
 */
export function ApplySettings() {
  const { themeColor, direction, dark } = useSettings();
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--theme', themeColor);
    root.dir = direction;
    root.dataset.theme = dark ? 'dark' : 'light';
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColor);
  }, [themeColor, direction, dark]);
  return null;
}
