import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryIcon } from '../icons/CategoryIcon';
import { ChevronEndIcon } from '../icons/ChevronEndIcon';
import { ChevronStartIcon } from '../icons/ChevronStartIcon';
import { PauseIcon } from '../icons/PauseIcon';
import { PlayIcon } from '../icons/PlayIcon';
import { slideIntervalMs, slides } from './slides';
import { useSlider } from './use-slider';

/** An accessible carousel (WAI-ARIA APG): pause button first, previous/next, slide pickers. */
export function HeroSlider() {
  const { t } = useTranslation();
  const slider = useSlider(slides.length, slideIntervalMs);
  const rotating = slider.playing && !slider.held;

  function onKeyDown(event: KeyboardEvent) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    if (event.key === 'ArrowLeft') slider.go(rtl ? 1 : -1);
    else if (event.key === 'ArrowRight') slider.go(rtl ? -1 : 1);
    else return;
    event.preventDefault();
  }

  return (
    <section
      className="slider"
      aria-roledescription={t('home.slider.carousel')}
      aria-label={t('home.slider.label')}
      onKeyDown={onKeyDown}
      onMouseEnter={() => slider.setHeld(true)}
      onMouseLeave={() => slider.setHeld(false)}
      onFocus={() => slider.setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) slider.setHeld(false);
      }}
    >
      <div className="slider__controls">
        <button
          type="button"
          className="icon-button"
          onClick={() => slider.setPlaying(!slider.playing)}
        >
          {slider.playing ? <PauseIcon /> : <PlayIcon />}
          <span className="visually-hidden">
            {slider.playing ? t('home.slider.pause') : t('home.slider.play')}
          </span>
        </button>
        <button
          type="button"
          className="icon-button icon-directional"
          onClick={() => slider.go(-1)}
        >
          <ChevronStartIcon />
          <span className="visually-hidden">{t('home.slider.previous')}</span>
        </button>
        <button type="button" className="icon-button icon-directional" onClick={() => slider.go(1)}>
          <ChevronEndIcon />
          <span className="visually-hidden">{t('home.slider.next')}</span>
        </button>
      </div>
      {/* Announce slide changes only when the shopper makes them, not every few seconds. */}
      <div className="slider__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map(({ key, category }, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group; a fieldset would announce a form
          <div
            key={key}
            className={`slide slide--${category}`}
            role="group"
            aria-roledescription={t('home.slider.slide')}
            aria-label={t('home.slider.position', { index: index + 1, count: slides.length })}
            hidden={index !== slider.index}
          >
            <div className="slide__text">
              <h2>{t(`home.slides.${key}.title`)}</h2>
              <p>{t(`home.slides.${key}.text`)}</p>
              <Link className="button" to={`/collection/${category}`}>
                {t(`home.slides.${key}.cta`)}
              </Link>
            </div>
            <CategoryIcon category={category} className="slide__art" />
          </div>
        ))}
      </div>
      <div className="slider__pickers">
        {slides.map(({ key }, index) => (
          <button
            key={key}
            type="button"
            className="slider__picker"
            aria-pressed={index === slider.index}
            onClick={() => slider.setIndex(index)}
          >
            <span className="visually-hidden">{t('home.slider.goTo', { index: index + 1 })}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
