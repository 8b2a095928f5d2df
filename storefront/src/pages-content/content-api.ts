import { type CurrencyCode, isCurrencyCode } from '@shop/core/shared';
import type { CatalogLocale } from '../catalog/catalog-paths';
import { list, record, requiredNumber, text } from '../catalog/decode';

export interface FaqTopic {
  readonly topic: string;
  readonly entries: readonly { id: string; question: string; answer: string }[];
}

export interface TeamMember {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly bio: string;
  readonly photo: string | null;
}

export interface Testimonial {
  readonly id: string;
  readonly rating: number;
  readonly body: string;
  readonly authorName: string;
  readonly product: { readonly id: number; readonly title: string };
}

export interface LookProduct {
  readonly id: number;
  readonly title: string;
  readonly price: number;
  readonly charged: number;
  readonly currency: CurrencyCode;
  readonly image: string | null;
}

export interface Look {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly image: string;
  readonly hotspots: readonly { x: number; y: number; product: LookProduct }[];
}

export interface Sitemap {
  readonly categories: readonly { slug: string; title: string }[];
  readonly products: readonly {
    category: string;
    title: string;
    items: readonly { id: number; title: string }[];
  }[];
  readonly page: number;
  readonly pages: number;
  readonly posts: readonly { slug: string; title: string }[];
}

const withLang = (path: string, { lang }: Pick<CatalogLocale, 'lang'>) =>
  `${path}?lang=${encodeURIComponent(lang)}`;

export const contentPaths = {
  faq: (locale: CatalogLocale) => withLang('/pages/faq', locale),
  team: (locale: CatalogLocale) => withLang('/pages/team', locale),
  testimonials: (locale: CatalogLocale) => withLang('/pages/testimonials', locale),
  looks: (locale: CatalogLocale) =>
    `${withLang('/pages/looks', locale)}&currency=${encodeURIComponent(locale.currency)}`,
  sitemap: (locale: CatalogLocale, page: number) =>
    `${withLang('/pages/sitemap', locale)}&page=${page}`,
};

export function decodeFaq(raw: unknown): readonly FaqTopic[] {
  return list(record(raw, 'faq').topics).map((topic) => {
    const fields = record(topic, 'topic');
    return {
      topic: text(fields, 'topic'),
      entries: list(fields.entries).map((entry) => {
        const each = record(entry, 'entry');
        return {
          id: text(each, 'id'),
          question: text(each, 'question'),
          answer: text(each, 'answer'),
        };
      }),
    };
  });
}

export function decodeTeam(raw: unknown): readonly TeamMember[] {
  return list(record(raw, 'team').members).map((member) => {
    const fields = record(member, 'member');
    return {
      id: text(fields, 'id'),
      name: text(fields, 'name'),
      role: text(fields, 'role'),
      bio: text(fields, 'bio'),
      photo: typeof fields.photo === 'string' ? fields.photo : null,
    };
  });
}

export function decodeTestimonials(raw: unknown): readonly Testimonial[] {
  return list(record(raw, 'testimonials').testimonials).map((testimonial) => {
    const fields = record(testimonial, 'testimonial');
    const product = record(fields.product, 'product');
    return {
      id: text(fields, 'id'),
      rating: requiredNumber(fields, 'rating'),
      body: text(fields, 'body'),
      authorName: text(fields, 'authorName'),
      product: { id: requiredNumber(product, 'id'), title: text(product, 'title') },
    };
  });
}

export function decodeLooks(raw: unknown, askedCurrency: CurrencyCode): readonly Look[] {
  return list(record(raw, 'looks').looks).map((look) => {
    const fields = record(look, 'look');
    return {
      id: text(fields, 'id'),
      title: text(fields, 'title'),
      description: text(fields, 'description'),
      image: text(fields, 'image'),
      hotspots: list(fields.hotspots).map((hotspot) => {
        const point = record(hotspot, 'hotspot');
        const product = record(point.product, 'product');
        return {
          x: requiredNumber(point, 'x'),
          y: requiredNumber(point, 'y'),
          product: {
            id: requiredNumber(product, 'id'),
            title: text(product, 'title'),
            price: requiredNumber(product, 'price'),
            charged: requiredNumber(product, 'charged'),
            currency: isCurrencyCode(product.currency) ? product.currency : askedCurrency,
            image: typeof product.image === 'string' ? product.image : null,
          },
        };
      }),
    };
  });
}

export function decodeSitemap(raw: unknown): Sitemap {
  const fields = record(raw, 'sitemap');
  const pair = (value: unknown, key: 'slug') => {
    const each = record(value, 'link');
    return { [key]: text(each, key), title: text(each, 'title') } as {
      slug: string;
      title: string;
    };
  };
  return {
    categories: list(fields.categories).map((each) => pair(each, 'slug')),
    products: list(fields.products).map((group) => {
      const each = record(group, 'group');
      return {
        category: text(each, 'category'),
        title: text(each, 'title'),
        items: list(each.items).map((item) => {
          const product = record(item, 'product');
          return { id: requiredNumber(product, 'id'), title: text(product, 'title') };
        }),
      };
    }),
    page: requiredNumber(fields, 'page'),
    pages: requiredNumber(fields, 'pages'),
    posts: list(fields.posts).map((each) => pair(each, 'slug')),
  };
}
