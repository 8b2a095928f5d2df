import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentState } from './ContentState';
import { FaqAccordion } from './FaqAccordion';
import { useFaq } from './use-content';

/** `/page/faq`: the questions staff keep in the back office, grouped by topic. */
export function FaqPage() {
  const { t } = useTranslation();
  const { data, loading, error } = useFaq();
  const title = t('pages.faq.title');
  return (
    <div className="container content-page">
      <title>{`${title} | ${t('shop.name')}`}</title>
      <meta name="description" content={t('pages.faq.description')} />
      <h1 className="page-title">{title}</h1>
      {/* Above the answers, which arrive after the first paint: nothing in view moves then. */}
      <p className="content-page__aside">
        {t('pages.faq.stillQuestions')} <Link to="/page/contact">{t('pages.faq.askUs')}</Link>
      </p>
      <div aria-busy={loading}>
        <ContentState
          loading={loading && !data}
          error={error}
          empty={data?.length === 0}
          emptyText={t('pages.faq.empty')}
        />
        {data?.map((topic) => (
          <section key={topic.topic} className="faq-topic" aria-labelledby={`faq-${topic.topic}`}>
            <h2 id={`faq-${topic.topic}`}>
              {t(`pages.faq.topics.${topic.topic}`, { defaultValue: topic.topic })}
            </h2>
            <FaqAccordion items={topic.entries} />
          </section>
        ))}
      </div>
    </div>
  );
}
