import type { RecordedEvent } from '@shop/core';

/** One step an event sets off: commands on aggregates, or jobs to enqueue. */
export interface Reaction {
  /** Names the step in logs and in the staff's list of failed steps. */
  readonly step: string;
  /**
   * Must be safe to run again for the same event (after a crash, or a staff retry): its
   * commands and jobs take ids derived from the event.
   */
  run(event: RecordedEvent): Promise<void>;
}

/**
 * A process manager: it follows every event and reacts to some of them. Reactions to events of
 * one stream run in order; those of different streams run side by side.
 */
export interface Workflow {
  readonly name: string;
  reactionsTo(event: RecordedEvent): readonly Reaction[];
}
