import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BlogCard } from './BlogCard';
import { useBlogList } from './use-blog';

/** `/blog`: the posts, newest first, with the unique tags across them as a filter (`?tag=`). */
export function BlogPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tag = params.get('tag')?.trim() || undefined;
  const { data, latest, loading } = useBlogList(tag ? { tag } : {});
  const shown = data ?? latest;
  const title = tag ? t('blog.taggedTitle', { tag }) : t('blog.title');
  return (
    <div className="container blog-page">
      <title>{`${title} | ${t('shop.name')}`}</title>
      <meta name="description" content={t('blog.description')} />
      <h1 className="page-title">{title}</h1>
      <div className="blog-layout">
        <div aria-busy={loading}>
          {/* As tall as the screen while the posts load: the tags below move only out of view. */}
          {!shown && loading && <div className="blog-list-skeleton" aria-hidden="true" />}
          {shown && shown.posts.length === 0 && !loading && <p>{t('blog.empty')}</p>}
          <ul className="blog-strip blog-list">
            {shown?.posts.map((post) => (
              <li key={post.slug}>
                <BlogCard post={post} headingLevel={2} />
              </li>
            ))}
          </ul>
        </div>
        <nav className="blog-sidebar" aria-label={t('blog.tags')}>
          <h2>{t('blog.tags')}</h2>
          <ul className="blog-tags blog-tags--filter">
            <li>
              <Link to="/blog" aria-current={tag ? undefined : 'page'}>
                {t('blog.allTags')}
              </Link>
            </li>
            {shown?.tags.map((each) => (
              <li key={each}>
                <Link
                  to={`/blog?tag=${encodeURIComponent(each)}`}
                  aria-current={each === tag ? 'page' : undefined}
                >
                  #{each}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
