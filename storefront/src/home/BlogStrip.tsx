import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BlogTeaser } from './BlogTeaser';
import { blogPosts } from './blog-posts';

export function BlogStrip() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="container home-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.blogTitle')}</h2>
      <ul className="blog-strip">
        {blogPosts.map((post) => (
          <li key={post.key}>
            <BlogTeaser post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
