import { describe, expect, it } from 'vitest';
import { blogPath, decodeBlogList, decodePost, postArt, postPath } from './blog';

describe('blog answers', () => {
  it('decodes the list and the unique tags', () => {
    const list = decodeBlogList({
      posts: [
        {
          slug: 'tea',
          title: 'Tea',
          description: 'Hot',
          author: 'Yuki',
          type: 'guide',
          tags: ['teas', 'guide'],
          images: [],
          publishedAt: '2026-10-28T09:00:00.000Z',
          commentCount: 2,
        },
      ],
      tags: ['guide', 'teas'],
    });
    expect(list.posts[0]).toMatchObject({ slug: 'tea', commentCount: 2, tags: ['teas', 'guide'] });
    expect(list.tags).toEqual(['guide', 'teas']);
    expect(() => decodePost('nope')).toThrow();
  });

  it('builds the API paths and picks a drawing from the tags', () => {
    expect(blogPath('ja', { tag: 'teas', limit: 3 })).toBe('/blog?lang=ja&tag=teas&limit=3');
    expect(postPath('a b', 'ko')).toBe('/blog/a%20b?lang=ko');
    expect(postArt({ tags: ['guide', 'teas'] })).toBe('teas');
    expect(postArt({ tags: ['news'] })).toBe('snacks');
  });
});
