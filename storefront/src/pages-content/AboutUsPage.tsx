import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Stars } from '../reviews/Stars';
import { ContentState } from './ContentState';
import { useTeam, useTestimonials } from './use-content';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
}

/** `/page/about-us`: who we are, the team staff keep, and the best recent reviews. */
export function AboutUsPage() {
  const { t } = useTranslation();
  const team = useTeam();
  const testimonials = useTestimonials();
  const title = t('pages.about.title');
  return (
    <div className="container content-page">
      <title>{`${title} | ${t('shop.name')}`}</title>
      <meta name="description" content={t('pages.about.description')} />
      <h1 className="page-title">{title}</h1>
      <p className="content-page__intro">{t('pages.about.intro')}</p>

      <section aria-labelledby="about-team" aria-busy={team.loading}>
        <h2 id="about-team">{t('pages.about.teamTitle')}</h2>
        <ContentState
          loading={team.loading && !team.data}
          error={team.error}
          empty={team.data?.length === 0}
          emptyText={t('pages.about.teamEmpty')}
        />
        <ul className="team-grid">
          {team.data?.map((member) => (
            <li key={member.id} className="team-card">
              {member.photo ? (
                <img
                  className="team-card__photo"
                  src={member.photo}
                  alt=""
                  width={96}
                  height={96}
                />
              ) : (
                <span className="team-card__photo team-card__initials" aria-hidden="true">
                  {initials(member.name)}
                </span>
              )}
              <h3>{member.name}</h3>
              <p className="team-card__role">{member.role}</p>
              <p>{member.bio}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-testimonials" aria-busy={testimonials.loading}>
        <h2 id="about-testimonials">{t('pages.about.testimonialsTitle')}</h2>
        <ContentState
          loading={testimonials.loading && !testimonials.data}
          error={testimonials.error}
          empty={testimonials.data?.length === 0}
          emptyText={t('pages.about.testimonialsEmpty')}
        />
        <ul className="testimonials">
          {testimonials.data?.map((testimonial) => (
            <li key={testimonial.id}>
              <figure className="testimonial">
                <Stars rating={testimonial.rating} />
                <blockquote>
                  <p>{testimonial.body}</p>
                </blockquote>
                <figcaption>
                  — {testimonial.authorName},{' '}
                  <Link to={`/product/${testimonial.product.id}`}>
                    {t('pages.about.about', { product: testimonial.product.title })}
                  </Link>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
