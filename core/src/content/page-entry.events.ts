import type { LocalizedText } from '../catalog/languages.js';
import type { DomainEvent } from '../decider/decider.js';

/** The content pages' entries that staff keep in the back office. */
export const pageEntryKinds = ['faq', 'team', 'look'] as const;
export type PageEntryKind = (typeof pageEntryKinds)[number];

/** What the FAQ groups its questions under, in this order. */
export const faqTopics = ['shipping', 'duties', 'payment', 'returns', 'goods'] as const;
export type FaqTopic = (typeof faqTopics)[number];

export interface FaqFields {
  readonly kind: 'faq';
  readonly topic: FaqTopic;
  readonly question: LocalizedText;
  /** Plain text; blank lines separate paragraphs. */
  readonly answer: LocalizedText;
}

export interface TeamFields {
  readonly kind: 'team';
  readonly name: LocalizedText;
  readonly role: LocalizedText;
  readonly bio: LocalizedText;
  /** `/images/...` or an https address; none shows the member's initials. */
  readonly photo: string | null;
}

/** A point on a look's photo: where the product is, in percent of the width and height. */
export interface Hotspot {
  readonly productId: number;
  readonly x: number;
  readonly y: number;
}

export interface LookFields {
  readonly kind: 'look';
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  readonly image: string;
  readonly hotspots: readonly Hotspot[];
}

export type PageEntryFields = FaqFields | TeamFields | LookFields;

export type PageEntryPublished = DomainEvent<
  'PageEntryPublished',
  { readonly entryId: string; readonly position: number; readonly fields: PageEntryFields }
>;
export type PageEntryRevised = DomainEvent<
  'PageEntryRevised',
  { readonly position: number; readonly fields: PageEntryFields }
>;
export type PageEntryHidden = DomainEvent<'PageEntryHidden', Record<string, never>>;
export type PageEntryShown = DomainEvent<'PageEntryShown', Record<string, never>>;

export type PageEntryEvent =
  | PageEntryPublished
  | PageEntryRevised
  | PageEntryHidden
  | PageEntryShown;

/** An entry's id: lowercase words joined by hyphens, e.g. `faq-delivery-time`. */
export const pageEntryIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const maxHotspotsPerLook = 12;
