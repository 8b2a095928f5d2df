import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BlogCard } from '../blog/BlogCard';
import { useBlogList } from '../blog/use-blog';

const latestCount = 3;

/** The latest posts; nothing at all while the blog has none (or has not answered). */
export function BlogStrip() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useBlogList({ limit: latestCount });
  if (!data || data.posts.length === 0) return null;
  return (
    <section className="container home-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.blogTitle')}</h2>
      <ul className="blog-strip">
        {data.posts.map((post) => (
          <li key={post.slug}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
      <p className="blog-strip__more">
        <Link to="/blog">{t('blog.allPosts')}</Link>
      </p>
    </section>
  );
}
