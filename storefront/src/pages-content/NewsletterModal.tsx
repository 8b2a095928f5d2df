import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CloseIcon } from '../icons/CloseIcon';
import { browserStorage } from '../storage/key-value-storage';
import { NewsletterForm } from './NewsletterForm';
import {
  mayPrompt,
  promptAfterScrolled,
  promptAfterSeconds,
  rememberPrompted,
} from './newsletter-prompt';

/**
 * Offers the newsletter once per visitor, never on first paint: after some time on the site or
 * once most of a page has been scrolled. A modal `<dialog>`: focus stays inside, Escape, the
 * close button or a click beside it closes it, and focus goes back where it was.
 */
export function NewsletterModal() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const eligible = mayPrompt(browserStorage(), pathname);

  useEffect(() => {
    if (!eligible) return;
    const show = () => {
      if (!mayPrompt(browserStorage(), window.location.pathname)) return;
      // Another dialog (the cart, a quick view, an offer) is open: not now, maybe on a later scroll.
      if (document.querySelector('dialog[open]')) return;
      rememberPrompted(browserStorage());
      setOpen(true);
    };
    const timer = window.setTimeout(show, promptAfterSeconds * 1000);
    const onScroll = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      if (scrollable > 0 && window.scrollY / scrollable >= promptAfterScrolled) show();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [eligible]);

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);

  if (!open) return null;
  const close = () => {
    dialog.current?.close();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; the dialog closes on Escape by itself.
    <dialog
      ref={dialog}
      className="newsletter-modal"
      aria-labelledby={titleId}
      onClose={() => setOpen(false)}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="newsletter-modal__body">
        <button type="button" className="icon-button newsletter-modal__close" onClick={close}>
          <CloseIcon />
          <span className="visually-hidden">{t('pages.newsletter.close')}</span>
        </button>
        <h2 id={titleId}>{t('pages.newsletter.title')}</h2>
        <p>{t('pages.newsletter.intro')}</p>
        <NewsletterForm />
        <button type="button" className="link-button" onClick={close}>
          {t('pages.newsletter.noThanks')}
        </button>
      </div>
    </dialog>
  );
}
