import { describe, expect, it } from 'vitest';
import { filterSearch } from './filterLink';

describe('filterSearch', () => {
  it('carries the filter as JSON in the filter parameter', () => {
    const search = filterSearch({ stream_name: 'order-1001', correlation_id: 'c-1' });
    expect(JSON.parse(new URLSearchParams(search).get('filter') ?? '')).toEqual({
      stream_name: 'order-1001',
      correlation_id: 'c-1',
    });
  });

  it('escapes characters that would end the parameter early', () => {
    const search = filterSearch({ stream_name: 'listing-a&b=c#d' });
    expect(search).not.toMatch(/[&#]/);
    expect(JSON.parse(new URLSearchParams(search).get('filter') ?? '')).toEqual({
      stream_name: 'listing-a&b=c#d',
    });
  });
});
