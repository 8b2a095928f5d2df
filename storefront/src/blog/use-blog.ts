import { type Resource, useResource } from '../api/use-resource';
import { useCatalogLocale } from '../catalog/use-catalog-locale';
import { type BlogList, blogPath, decodeBlogList, decodePost, type Post, postPath } from './blog';

export function useBlogList(options: { tag?: string; limit?: number } = {}): Resource<BlogList> {
  return useResource(blogPath(useCatalogLocale().lang, options), decodeBlogList);
}

export function usePost(slug: string | undefined): Resource<Post> {
  const { lang } = useCatalogLocale();
  return useResource(slug ? postPath(slug, lang) : null, decodePost);
}
