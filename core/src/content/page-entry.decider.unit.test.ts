import { describe, expect, it } from 'vitest';
import { pageEntryDecider } from './page-entry.decider.js';
import type { FaqFields, PageEntryEvent } from './page-entry.events.js';

const faq: FaqFields = {
  kind: 'faq',
  topic: 'shipping',
  question: { 'en-US': 'How long does delivery take?' },
  answer: { 'en-US': 'Usually 2-3 weeks.' },
};
const published: PageEntryEvent = {
  type: 'PageEntryPublished',
  data: { entryId: 'faq-delivery-time', position: 10, fields: faq },
};

function given(...events: PageEntryEvent[]) {
  return events.reduce(pageEntryDecider.evolve, pageEntryDecider.initialState);
}

describe('the page entry decider', () => {
  it('publishes an entry once under its id', () => {
    const command = {
      type: 'PublishPageEntry',
      entryId: 'faq-delivery-time',
      position: 10,
      fields: faq,
    } as const;
    expect(pageEntryDecider.decide(command, given())).toEqual([published]);
    expect(() => pageEntryDecider.decide(command, given(published))).toThrow(
      expect.objectContaining({ code: 'entry_exists' }),
    );
  });

  it('records a revision only when something changed, and never a change of kind', () => {
    const state = given(published);
    expect(
      pageEntryDecider.decide({ type: 'RevisePageEntry', position: 10, fields: faq }, state),
    ).toEqual([]);
    expect(
      pageEntryDecider.decide({ type: 'RevisePageEntry', position: 20, fields: faq }, state),
    ).toEqual([{ type: 'PageEntryRevised', data: { position: 20, fields: faq } }]);
    expect(() =>
      pageEntryDecider.decide(
        {
          type: 'RevisePageEntry',
          position: 10,
          fields: {
            kind: 'team',
            name: faq.question,
            role: faq.question,
            bio: faq.answer,
            photo: null,
          },
        },
        state,
      ),
    ).toThrow(expect.objectContaining({ code: 'entry_kind_fixed' }));
  });

  it('hides and shows an entry, each once', () => {
    const hidden = given(published, { type: 'PageEntryHidden', data: {} });
    expect(pageEntryDecider.decide({ type: 'HidePageEntry' }, hidden)).toEqual([]);
    expect(pageEntryDecider.decide({ type: 'ShowPageEntry' }, hidden)).toEqual([
      { type: 'PageEntryShown', data: {} },
    ]);
    expect(() => pageEntryDecider.decide({ type: 'HidePageEntry' }, given())).toThrow(
      expect.objectContaining({ code: 'entry_not_found' }),
    );
  });
});
