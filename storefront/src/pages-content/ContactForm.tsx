import { contactLimits } from '@shop/core/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailMessage } from '../account/email-message';
import { SubmitButton } from '../account/SubmitButton';
import { ApiError } from '../api/client';
import { shopApi } from '../api/shop-api';
import { useCatalogLocale } from '../catalog/use-catalog-locale';
import { FormAlert } from '../ui/FormAlert';
import { TextField } from '../ui/TextField';
import { type ContactDraft, type ContactProblems, contactProblems } from './contact-form';

const emptyDraft: ContactDraft = { name: '', email: '', subject: '', message: '' };

/** The contact form: checked as it is sent, then mailed to staff by the server. */
export function ContactForm() {
  const { t } = useTranslation();
  const { lang } = useCatalogLocale();
  const messageId = useId();
  const [draft, setDraft] = useState(emptyDraft);
  const [problems, setProblems] = useState<ContactProblems>({});
  const [outcome, setOutcome] = useState<'sent' | 'tooMany' | 'failed'>();
  const [busy, setBusy] = useState(false);
  const set = (field: keyof ContactDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = contactProblems(draft);
    setProblems(found);
    setOutcome(undefined);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await shopApi.request('/contact', { method: 'POST', body: { ...draft, lang } });
      setOutcome('sent');
      setDraft(emptyDraft);
    } catch (error) {
      setOutcome(error instanceof ApiError && error.status === 429 ? 'tooMany' : 'failed');
    } finally {
      setBusy(false);
    }
  }

  const messageError =
    problems.message && t('pages.contact.messageTooShort', { count: contactLimits.minMessage });
  return (
    <form className="contact-form" noValidate onSubmit={submit} aria-busy={busy}>
      {outcome === 'sent' && <FormAlert kind="success">{t('pages.contact.sent')}</FormAlert>}
      {outcome === 'tooMany' && <FormAlert kind="error">{t('pages.contact.tooMany')}</FormAlert>}
      {outcome === 'failed' && <FormAlert kind="error">{t('pages.contact.failed')}</FormAlert>}
      <TextField
        label={t('pages.contact.name')}
        name="name"
        autoComplete="name"
        value={draft.name}
        onChange={set('name')}
        error={problems.name && t('pages.contact.nameMissing')}
        maxLength={contactLimits.name}
      />
      <TextField
        label={t('pages.contact.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={draft.email}
        onChange={set('email')}
        error={problems.email && emailMessage(t, draft.email)}
        maxLength={254}
      />
      <TextField
        label={t('pages.contact.subject')}
        name="subject"
        value={draft.subject}
        onChange={set('subject')}
        error={problems.subject && t('pages.contact.subjectMissing')}
        maxLength={contactLimits.subject}
      />
      <div className={`field${messageError ? ' field--invalid' : ''}`}>
        <label htmlFor={messageId}>{t('pages.contact.message')}</label>
        <textarea
          id={messageId}
          name="message"
          rows={6}
          required
          value={draft.message}
          maxLength={contactLimits.message}
          onChange={(event) => set('message')(event.target.value)}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          dir="auto"
        />
        {messageError && (
          <p id={`${messageId}-error`} className="field-error">
            {messageError}
          </p>
        )}
      </div>
      <SubmitButton busy={busy} busyText={t('pages.contact.sending')}>
        {t('pages.contact.send')}
      </SubmitButton>
    </form>
  );
}
