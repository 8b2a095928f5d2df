import { describe, expect, it } from 'vitest';
import { parseProductLayout, productSidebar } from './product-layout';

describe('the product page layouts', () => {
  it('read the layout a URL names, and the default for anything else', () => {
    expect(parseProductLayout('bundle')).toBe('bundle');
    expect(parseProductLayout('thumbs-left')).toBe('thumbs-left');
    expect(parseProductLayout(null)).toBe('thumbs-bottom');
    expect(parseProductLayout('three-column')).toBe('thumbs-bottom');
  });

  it('put a sidebar at the side the layout names, and none otherwise', () => {
    expect(productSidebar('left-sidebar')).toBe('start');
    expect(productSidebar('right-sidebar')).toBe('end');
    expect(productSidebar('bundle')).toBeUndefined();
  });
});
