import type { NewEvent } from '../event-store/event.js';

/** An event as a decider sees it: type and data, without store metadata. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/**
 * A pure aggregate: `decide` turns a command into events given the state that `evolve` folds
 * from past events. No I/O.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  readonly initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): readonly Event[];
}

/** A rule of the domain was broken; `code` is stable for clients, `message` is for people. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export type EventMetadataInput = NewEvent['metadata'];
