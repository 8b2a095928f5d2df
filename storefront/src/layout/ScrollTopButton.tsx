import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from '../icons/ArrowUpIcon';

/** Shown once the shopper has scrolled down a screen or so. */
const showAfterPx = 600;

export function ScrollTopButton() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(window.scrollY > showAfterPx);
    // Read with the next frame, when the page's layout is computed anyway: read now, while the
    // page is still being taken over, it would make the browser lay the page out an extra time.
    const frame = window.requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);

  if (!shown) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        // Keyboard focus goes back to the top too, not just the view.
        document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
      <span className="visually-hidden">{t('layout.scrollToTop')}</span>
    </button>
  );
}
