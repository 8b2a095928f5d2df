import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Raw HTML in a post is shown as text, never passed through; links stay http(s) or mail.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title'],
    th: ['style'],
    td: ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener', target: '_blank' }),
  },
};

/**
 * A post's Markdown as HTML that is safe to put in the page: markdown-it renders it (raw HTML
 * escaped), sanitize-html keeps only the tags and attributes a post needs.
 *
 * @example renderMarkdown('**Brew** at 70 °C') // '<p><strong>Brew</strong> at 70 °C</p>\n'
 */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), allowed);
}
