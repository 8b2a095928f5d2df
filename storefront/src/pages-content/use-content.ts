import { useCallback } from 'react';
import { type Resource, useResource } from '../api/use-resource';
import { useCatalogLocale } from '../catalog/use-catalog-locale';
import {
  contentPaths,
  decodeFaq,
  decodeLooks,
  decodeSitemap,
  decodeTeam,
  decodeTestimonials,
  type FaqTopic,
  type Look,
  type Sitemap,
  type TeamMember,
  type Testimonial,
} from './content-api';

export function useFaq(): Resource<readonly FaqTopic[]> {
  return useResource(contentPaths.faq(useCatalogLocale()), decodeFaq);
}

export function useTeam(): Resource<readonly TeamMember[]> {
  return useResource(contentPaths.team(useCatalogLocale()), decodeTeam);
}

export function useTestimonials(): Resource<readonly Testimonial[]> {
  return useResource(contentPaths.testimonials(useCatalogLocale()), decodeTestimonials);
}

export function useLooks(): Resource<readonly Look[]> {
  const locale = useCatalogLocale();
  const decode = useCallback(
    (raw: unknown) => decodeLooks(raw, locale.currency),
    [locale.currency],
  );
  return useResource(contentPaths.looks(locale), decode);
}

export function useSitemap(page: number): Resource<Sitemap> {
  return useResource(contentPaths.sitemap(useCatalogLocale(), page), decodeSitemap);
}
