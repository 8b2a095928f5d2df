import { describe, expect, it } from 'vitest';
import { renderFirstView } from './entry-server';

const faqPath = '/pages/faq?lang=ko';
const faqAnswer = {
  topics: [
    {
      topic: 'shipping',
      entries: [
        { id: 'faq-delivery', question: '배송은 얼마나 걸리나요?', answer: '보통 2~3주 걸립니다.' },
      ],
    },
  ],
};

describe('the first view the server renders', () => {
  it('renders the page with the answers given, in the language asked', async () => {
    const view = await renderFirstView({
      url: '/page/faq',
      language: 'ko',
      currency: 'KRW',
      answers: { [faqPath]: faqAnswer },
    });
    expect(view.kind).toBe('page');
    if (view.kind !== 'page') return;
    expect(view.html).toContain('배송은 얼마나 걸리나요?');
    expect(view.head).toContain('<title>자주 묻는 질문');
    expect(view.missing).not.toContain(faqPath);
    expect(view.state).toMatchObject({
      language: 'ko',
      currency: 'KRW',
      answers: { [faqPath]: faqAnswer },
    });
    // The currency selector shows the currency rendered with.
    expect(view.html).toMatch(/<option value="KRW" selected="">/);
  });

  it("keeps no request's answers for the next render", async () => {
    await renderFirstView({
      url: '/page/faq',
      language: 'ko',
      currency: 'USD',
      answers: { [faqPath]: faqAnswer },
    });
    const next = await renderFirstView({
      url: '/page/faq',
      language: 'ko',
      currency: 'USD',
      answers: {},
    });
    expect(next.kind).toBe('page');
    if (next.kind !== 'page') return;
    expect(next.html).not.toContain('배송은 얼마나 걸리나요?');
    expect(next.missing).toContain(faqPath);
  });

  it('renders nothing for a redirect, which the browser follows itself', async () => {
    const view = await renderFirstView({
      url: '/collection/leftsidebar/sweets',
      language: 'en-US',
      currency: 'USD',
      answers: {},
    });
    expect(view).toEqual({ kind: 'none', reason: 'status 302' });
  });
});
