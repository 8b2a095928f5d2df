import { expect } from 'vitest';
import type { Decider, DomainEvent } from '../decider/decider.js';
import { DomainError } from '../decider/decider.js';

/**
 * Given/when/then for a decider: given these events, when this command, then these events, or
 * none, or this error.
 *
 * @example
 * const { given } = deciderSpec(walletDecider);
 * given(credited).when(debit).thenThrows('insufficient_balance', 'Deposit balance is not enough');
 */
export function deciderSpec<Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
) {
  const fold = (events: readonly Event[]): State =>
    events.reduce((state, event) => decider.evolve(state, event), decider.initialState);
  return {
    fold,
    given(...events: Event[]) {
      return {
        when(command: Command) {
          const decide = () => decider.decide(command, fold(events));
          return {
            thenEmits: (...expected: Event[]) => expect(decide()).toEqual(expected),
            thenNothing: () => expect(decide()).toEqual([]),
            /** Returns the error, for a closer look at its other fields. */
            thenThrows(code: string, message: string): DomainError {
              let error: unknown;
              try {
                decide();
              } catch (caught) {
                error = caught;
              }
              expect(error).toBeInstanceOf(DomainError);
              expect(error).toMatchObject({ code, message });
              return error as DomainError;
            },
          };
        },
      };
    },
  };
}
