import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailMessage } from '../account/email-message';
import { useCatalogLocale } from '../catalog/use-catalog-locale';
import { browserStorage } from '../storage/key-value-storage';
import { FormAlert } from '../ui/FormAlert';
import { TextField } from '../ui/TextField';
import { type SignUpOutcome, signUpForNewsletter } from './newsletter-api';
import { rememberPrompted } from './newsletter-prompt';

/** The newsletter sign-up (footer and pop-up): an address, then a mail with a link to confirm. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const { lang } = useCatalogLocale();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const [outcome, setOutcome] = useState<SignUpOutcome>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const issue = emailMessage(t, email);
    setProblem(issue);
    setOutcome(undefined);
    if (issue) return;
    setBusy(true);
    const result = await signUpForNewsletter(email.trim(), lang);
    setBusy(false);
    setOutcome(result);
    if (result === 'checkInbox') {
      setEmail('');
      // Signed up already: the pop-up has nothing left to offer this visitor.
      rememberPrompted(browserStorage());
    }
  }

  return (
    <form className="newsletter-form" noValidate onSubmit={submit} aria-busy={busy}>
      {outcome && (
        <FormAlert kind={outcome === 'checkInbox' ? 'success' : 'error'}>
          {t(`pages.newsletter.${outcome}`)}
        </FormAlert>
      )}
      <div className="newsletter-form__row">
        <TextField
          label={t('pages.newsletter.email')}
          name="newsletter-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={problem}
          maxLength={254}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('pages.newsletter.sending') : t('pages.newsletter.subscribe')}
        </button>
      </div>
    </form>
  );
}
