import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.js';

describe('renderMarkdown', () => {
  it('renders headings, lists, tables and emphasis', () => {
    const html = renderMarkdown('## Tea\n\n- **Sencha**\n\n| a | b |\n| - | - |\n| 1 | 2 |');
    expect(html).toContain('<h2>Tea</h2>');
    expect(html).toContain('<li><strong>Sencha</strong></li>');
    expect(html).toContain('<td>1</td>');
  });

  it('shows raw HTML as text and drops script links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[click](javascript:alert(1))',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<a');
  });

  it('opens links in a new tab without handing over the page', () => {
    expect(renderMarkdown('[shop](https://example.com)')).toContain(
      '<a href="https://example.com" rel="nofollow noopener" target="_blank">shop</a>',
    );
  });
});
