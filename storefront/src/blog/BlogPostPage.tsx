import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../api/use-resource';
import { NotFoundPage } from '../errors/NotFoundPage';
import { CommentSection } from './CommentSection';
import { PostDate } from './PostDate';
import { usePost } from './use-blog';

/** `/blog/:slug`: the post, then its comments. */
export function BlogPostPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const { data: post, error, loading } = usePost(slug);
  if (!slug || isNotFound(error)) return <NotFoundPage />;
  if (!post) return <div className="container blog-post" aria-busy={loading} />;
  return (
    <div className="container blog-post">
      <title>{`${post.title} | ${t('shop.name')}`}</title>
      <meta name="description" content={post.description} />
      <nav className="breadcrumb" aria-label={t('layout.breadcrumb')}>
        <Link to="/blog">{t('blog.title')}</Link>
      </nav>
      <article>
        <header className="blog-post__header">
          <h1 className="page-title">{post.title}</h1>
          <p className="blog-teaser__meta">
            <PostDate at={post.publishedAt} />
            {' · '}
            {t('home.blogBy', { author: post.author })}
          </p>
          {post.tags.length > 0 && (
            <ul className="blog-tags" aria-label={t('blog.tags')}>
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link to={`/blog?tag=${encodeURIComponent(tag)}`}>#{tag}</Link>
                </li>
              ))}
            </ul>
          )}
        </header>
        {post.images[0] && <img className="blog-post__image" src={post.images[0]} alt="" />}
        <div
          className="blog-post__body"
          // The server renders the Markdown and sanitizes it (server/src/blog/markdown.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from our own API
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
      </article>
      <CommentSection slug={slug} />
    </div>
  );
}
