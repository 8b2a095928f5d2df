import { assertNever } from '../decider/assert-never.js';
import { type Decider, DomainError } from '../decider/decider.js';
import type { PageEntryEvent, PageEntryFields } from './page-entry.events.js';

export type PageEntryCommand =
  | { type: 'PublishPageEntry'; entryId: string; position: number; fields: PageEntryFields }
  | { type: 'RevisePageEntry'; position: number; fields: PageEntryFields }
  | { type: 'HidePageEntry' }
  | { type: 'ShowPageEntry' };

export type PageEntryState =
  | { readonly status: 'none' }
  | {
      readonly status: 'shown' | 'hidden';
      readonly position: number;
      readonly fields: PageEntryFields;
    };

/** `content-<entryId>`: one FAQ entry, team member or look. */
export function pageEntryStream(entryId: string): string {
  return `content-${entryId}`;
}

/**
 * An entry of a content page (FAQ, team, lookbook): published once under its id, revised,
 * hidden and shown again by staff. Its kind never changes: a team member does not become a
 * question.
 */
export const pageEntryDecider: Decider<PageEntryCommand, PageEntryEvent, PageEntryState> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'PageEntryPublished':
        return { status: 'shown', position: event.data.position, fields: event.data.fields };
      case 'PageEntryRevised':
        return state.status === 'none'
          ? state
          : { ...state, position: event.data.position, fields: event.data.fields };
      case 'PageEntryHidden':
        return state.status === 'none' ? state : { ...state, status: 'hidden' };
      case 'PageEntryShown':
        return state.status === 'none' ? state : { ...state, status: 'shown' };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    if (command.type === 'PublishPageEntry') {
      if (state.status !== 'none') {
        throw new DomainError('entry_exists', 'An entry with this id exists already.');
      }
      const { entryId, position, fields } = command;
      return [{ type: 'PageEntryPublished', data: { entryId, position, fields } }];
    }
    if (state.status === 'none') {
      throw new DomainError('entry_not_found', 'This entry could not be found.');
    }
    switch (command.type) {
      case 'RevisePageEntry': {
        if (command.fields.kind !== state.fields.kind) {
          throw new DomainError('entry_kind_fixed', 'An entry keeps the kind it was made with.');
        }
        const unchanged =
          command.position === state.position &&
          JSON.stringify(command.fields) === JSON.stringify(state.fields);
        return unchanged
          ? []
          : [
              {
                type: 'PageEntryRevised',
                data: { position: command.position, fields: command.fields },
              },
            ];
      }
      case 'HidePageEntry':
        return state.status === 'hidden' ? [] : [{ type: 'PageEntryHidden', data: {} }];
      case 'ShowPageEntry':
        return state.status === 'shown' ? [] : [{ type: 'PageEntryShown', data: {} }];
      default:
        return assertNever(command);
    }
  },
};
