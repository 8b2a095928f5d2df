import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryIcon } from '../icons/CategoryIcon';
import { type PostSummary, postArt } from './blog';
import { PostDate } from './PostDate';

/** A post in a list: its picture (or a drawing), date, author, title, description and tags. */
export function BlogCard({ post, headingLevel = 3 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const picture = post.images[0];
  return (
    <article className="blog-teaser">
      {picture ? (
        <img className="blog-teaser__art" src={picture} alt="" loading="lazy" />
      ) : (
        <div className={`blog-teaser__art blog-teaser__art--${postArt(post)}`} aria-hidden="true">
          <CategoryIcon category={postArt(post)} />
        </div>
      )}
      <div className="blog-teaser__body">
        <p className="blog-teaser__meta">
          <PostDate at={post.publishedAt} />
          {' · '}
          {t('home.blogBy', { author: post.author })}
        </p>
        <Heading>
          <Link to={`/blog/${post.slug}`}>{post.title}</Link>
        </Heading>
        <p>{post.description}</p>
        {post.tags.length > 0 && (
          <ul className="blog-tags" aria-label={t('blog.tags')}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link to={`/blog?tag=${encodeURIComponent(tag)}`}>#{tag}</Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
