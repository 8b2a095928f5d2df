import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '../icons/CategoryIcon';
import type { blogPosts } from './blog-posts';

export function BlogTeaser({ post }: { post: (typeof blogPosts)[number] }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(`${post.date}T12:00:00Z`),
  );
  return (
    <article className="blog-teaser">
      <div className={`blog-teaser__art blog-teaser__art--${post.tone}`} aria-hidden="true">
        <CategoryIcon category={post.tone} />
      </div>
      <div className="blog-teaser__body">
        <p className="blog-teaser__meta">
          <time dateTime={post.date}>{date}</time>
          {' · '}
          {t('home.blogBy', { author: t(`blog.${post.key}.author`) })}
        </p>
        <h3>{t(`blog.${post.key}.title`)}</h3>
        <p>{t(`blog.${post.key}.excerpt`)}</p>
      </div>
    </article>
  );
}
