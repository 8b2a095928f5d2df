import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

const render = (open: boolean, hideTitle = false) =>
  renderToStaticMarkup(
    <Modal
      open={open}
      onClose={() => {}}
      title="Quick view"
      closeLabel="Close"
      hideTitle={hideTitle}
    >
      <button type="button">Add to cart</button>
    </Modal>,
  );

describe('the modal', () => {
  it('is a modal dialog named by its title', () => {
    const html = render(true);
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toMatch(/^<dialog class="modal modal--dialog"/);
    expect(html).toContain('aria-modal="true"');
    expect(html).toContain(`<h2 id="${labelledBy}">Quick view</h2>`);
  });

  it('has a close button named for screen readers', () => {
    expect(render(true)).toContain('<span class="visually-hidden">Close</span>');
  });

  it('renders its content only while open, so the page does not hold its controls twice', () => {
    expect(render(true)).toContain('Add to cart');
    expect(render(false)).not.toContain('Add to cart');
    expect(render(false)).not.toContain('Quick view');
  });

  it('can keep its title for screen readers only', () => {
    expect(render(true, true)).toMatch(/<h2 id="[^"]+" class="visually-hidden">Quick view<\/h2>/);
  });
});
