import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../errors/NotFoundPage';
import { defaultLanguage, isLanguage } from '../i18n/languages';
import { findTermsDocument } from './terms-documents';

/** `/terms/:name` (e.g. `AboutDelivery.ja`) and `/ReturnExchange`. */
export function TermsPage({ name }: { name?: string }) {
  const { t, i18n } = useTranslation();
  const { document: path = name ?? '' } = useParams();
  const found = findTermsDocument(
    path,
    isLanguage(i18n.language) ? i18n.language : defaultLanguage,
  );
  if (!found) return <NotFoundPage />;
  const { document, language } = found;
  return (
    <article className="container terms-page" lang={language}>
      <title>{`${document.title} | ${t('shop.name')}`}</title>
      <h1 className="page-title">{document.title}</h1>
      {document.sections.map((section, index) => (
        // Sections are fixed text; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <section key={index}>
          {section.heading && <h2>{section.heading}</h2>}
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
