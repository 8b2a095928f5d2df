import { useTranslation } from 'react-i18next';
import { ContentState } from './ContentState';
import { LookPhoto } from './LookPhoto';
import { useLooks } from './use-content';

/** `/page/lookbook`: staff's looks, each a photo whose points open the products in it. */
export function LookbookPage() {
  const { t } = useTranslation();
  const { data, loading, error } = useLooks();
  const title = t('pages.lookbook.title');
  return (
    <div className="container content-page">
      <title>{`${title} | ${t('shop.name')}`}</title>
      <meta name="description" content={t('pages.lookbook.description')} />
      <h1 className="page-title">{title}</h1>
      <p className="content-page__intro">{t('pages.lookbook.description')}</p>
      <div aria-busy={loading}>
        <ContentState
          loading={loading && !data}
          error={error}
          empty={data?.length === 0}
          emptyText={t('pages.lookbook.empty')}
        />
        <div className="looks">
          {data?.map((look) => (
            <article key={look.id} className="look" aria-labelledby={`look-${look.id}`}>
              <LookPhoto look={look} />
              <h2 id={`look-${look.id}`}>{look.title}</h2>
              <p>{look.description}</p>
            </article>
          ))}
        </div>
      </div>
    </div>
  );
}
