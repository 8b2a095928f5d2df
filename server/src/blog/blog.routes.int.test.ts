import { blogSeed, createLogger, shopCommands } from '@shop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBlog } from '../bootstrap/blog-seed.js';
import { type ApiError, startTestServer, type TestServer } from '../server-test-kit.js';

interface PostSummary {
  slug: string;
  title: string;
  description: string;
  author: string;
  type: string;
  tags: string[];
  publishedAt: string;
  commentCount: number;
}
interface BlogList {
  posts: PostSummary[];
  tags: string[];
}
interface Comment {
  id: string;
  authorName: string;
  body: string;
}

let server: TestServer;
let staff: string;
let customer: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedBlog({
    commands: shopCommands(server.store),
    db: server.db,
    logger: createLogger('test', 'silent'),
    posts: blogSeed(),
  });
  staff = (await server.sessionFor((await server.registerUser('staff@blog.test', 'staff')).userId))
    .token;
  customer = (
    await server.sessionFor((await server.registerUser('ann@blog.test', 'customer')).userId)
  ).token;
});
afterAll(() => server?.close());

describe('the blog', () => {
  it('lists the seed posts newest first, in the asked language, with the unique tags', async () => {
    const en = await server.request<BlogList>('GET', '/api/blog');
    expect(en.status).toBe(200);
    expect(en.body.posts.map((post) => post.slug)).toEqual(blogSeed().map((post) => post.slug));
    expect(en.body.posts[0]).toMatchObject({
      title: 'How matcha Kit Kats are made',
      author: 'Mina Sato',
      type: 'story',
    });
    const unique = [...new Set(blogSeed().flatMap((post) => post.tags))].sort();
    expect(en.body.tags).toEqual(unique);

    const ja = await server.request<BlogList>('GET', '/api/blog?lang=ja&tag=teas');
    expect(ja.body.posts.map((post) => post.title)).toEqual(['煎茶・ほうじ茶・抹茶の簡単ガイド']);
    expect(ja.body.tags).toEqual(unique);

    const latest = await server.request<BlogList>('GET', '/api/blog?limit=2');
    expect(latest.body.posts).toHaveLength(2);
    expect((await server.request('GET', '/api/blog?lang=fr')).status).toBe(400);
  });

  it('renders a post in the asked language, and answers 404 for an unknown one', async () => {
    const post = await server.request<{ title: string; html: string }>(
      'GET',
      '/api/blog/a-guide-to-japanese-teas?lang=ko',
    );
    expect(post.status).toBe(200);
    expect(post.body.title).toBe('센차, 호지차, 말차 간단 안내');
    expect(post.body.html).toContain('<table>');
    expect(post.body.html).toContain('<strong>센차</strong>');
    for (const path of ['/api/blog/no-such-post', '/api/blog/Bad%20Slug']) {
      const missing = await server.request<ApiError>('GET', path);
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('not_found');
    }
  });

  it('takes comments from signed-in customers only, once per Idempotency-Key', async () => {
    const path = '/api/blog/how-matcha-kit-kats-are-made/comments';
    const anonymous = await server.request<ApiError>('POST', path, { body: { body: 'Hi' } });
    expect(anonymous.status).toBe(401);
    const empty = await server.request<ApiError>('POST', path, {
      token: customer,
      body: { body: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toContain('Write a comment first.');

    const headers = { 'Idempotency-Key': 'comment-once-1' };
    const first = await server.request<Comment>('POST', path, {
      token: customer,
      headers,
      body: { body: 'I had no idea it was mixed into the coating!' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      authorName: 'ann',
      body: 'I had no idea it was mixed into the coating!',
    });
    const again = await server.request<Comment>('POST', path, {
      token: customer,
      headers,
      body: { body: 'I had no idea it was mixed into the coating!' },
    });
    expect(again.body.id).toBe(first.body.id);

    const listed = await server.request<{ comments: Comment[] }>('GET', path);
    expect(listed.body.comments.map((comment) => comment.id)).toEqual([first.body.id]);
    const list = await server.request<BlogList>('GET', '/api/blog');
    expect(list.body.posts[0]?.commentCount).toBe(1);
    expect(
      (
        await server.request('POST', '/api/blog/no-such-post/comments', {
          token: customer,
          body: { body: 'Hi' },
        })
      ).status,
    ).toBe(404);
  });

  it('lets staff hide a comment, and only staff', async () => {
    const path = '/api/blog/how-we-pack-sweets/comments';
    const posted = await server.request<Comment>('POST', path, {
      token: customer,
      body: { body: 'Buy cheap watches at spam.example' },
    });
    const moderate = `/api/admin/comments/${posted.body.id}`;
    const body = { hidden: true, hiddenReason: 'Spam' };
    expect((await server.request('PUT', moderate, { token: customer, body })).status).toBe(403);
    const hidden = await server.request<{ hidden: boolean; hiddenReason: string }>(
      'PUT',
      moderate,
      { token: staff, body },
    );
    expect(hidden.body).toMatchObject({ hidden: true, hiddenReason: 'Spam' });
    const listed = await server.request<{ comments: Comment[] }>('GET', path);
    expect(listed.body.comments).toEqual([]);
    const forStaff = await server.request<unknown[]>(
      'GET',
      `/api/admin/comments?filter=${encodeURIComponent(JSON.stringify({ hidden: true }))}`,
      { token: staff },
    );
    expect(forStaff.body).toHaveLength(1);

    await server.request('PUT', moderate, { token: staff, body: { hidden: false } });
    expect((await server.request<{ comments: Comment[] }>('GET', path)).body.comments).toHaveLength(
      1,
    );
  });
});

describe('posts in the back office', () => {
  const content = {
    title: { 'en-US': 'Hojicha latte at home', ja: '自宅でほうじ茶ラテ' },
    description: { 'en-US': 'Roasted tea, warm milk.' },
    body: { 'en-US': 'Whisk **2 g** of hojicha.\n\n<script>alert(1)</script>' },
    author: { 'en-US': 'Yuki Tanaka' },
    kind: 'guide',
    tags: ['Teas', 'recipe'],
  };

  it('publishes, revises and withdraws a post; the storefront follows', async () => {
    const created = await server.request<{ id: string; tags: string[]; title: object }>(
      'POST',
      '/api/admin/posts',
      { token: staff, body: { slug: 'hojicha-latte', ...content } },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: 'hojicha-latte', tags: ['teas', 'recipe'] });
    const taken = await server.request<ApiError>('POST', '/api/admin/posts', {
      token: staff,
      body: { slug: 'hojicha-latte', ...content },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('post_exists');

    const shown = await server.request<{ title: string; html: string }>(
      'GET',
      '/api/blog/hojicha-latte?lang=ja',
    );
    expect(shown.body.title).toBe('自宅でほうじ茶ラテ');
    expect(shown.body.html).toContain('<strong>2 g</strong>');
    expect(shown.body.html).not.toContain('<script>');

    const revised = await server.request<{ title: Record<string, string> }>(
      'PUT',
      '/api/admin/posts/hojicha-latte',
      { token: staff, body: { ...content, title: { 'en-US': 'Hojicha latte' } } },
    );
    expect(revised.body.title).toEqual({ 'en-US': 'Hojicha latte' });

    const withdrawn = await server.request<{ status: string }>(
      'DELETE',
      '/api/admin/posts/hojicha-latte',
      { token: staff },
    );
    expect(withdrawn.body.status).toBe('withdrawn');
    expect((await server.request('GET', '/api/blog/hojicha-latte')).status).toBe(404);
    const listed = await server.request<unknown[]>('GET', '/api/admin/posts', { token: staff });
    expect(listed.headers.get('content-range')).toMatch(/^posts 0-\d+\/5$/);

    const restored = await server.request<{ status: string }>(
      'PUT',
      '/api/admin/posts/hojicha-latte',
      { token: staff, body: { ...content, status: 'published' } },
    );
    expect(restored.body.status).toBe('published');
    expect((await server.request('GET', '/api/blog/hojicha-latte')).status).toBe(200);
  });

  it('previews Markdown as the storefront renders it, and refuses bad input with 400', async () => {
    const preview = await server.request<{ html: string }>('POST', '/api/admin/posts/preview', {
      token: staff,
      body: { markdown: '# Hi <b>there</b>' },
    });
    expect(preview.body.html).toBe('<h1>Hi &lt;b&gt;there&lt;/b&gt;</h1>\n');
    const bad = await server.request<ApiError>('POST', '/api/admin/posts', {
      token: staff,
      body: { slug: 'Not A Slug', ...content },
    });
    expect(bad.status).toBe(400);
    const noTitle = await server.request<ApiError>('POST', '/api/admin/posts', {
      token: staff,
      body: { slug: 'no-title', ...content, title: { ja: 'だけ' } },
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error.message).toContain('The title in English is required.');
  });
});
