import type { NewEvent } from './event.js';

const dataJson = Symbol('shop.newEventDataJson');

/**
 * The new event with its data's JSON text made once: the store appends that text, and the
 * appender folds the same text parsed (`keepAppended`), rather than serialising the data again.
 */
export function withDataJson<Event extends NewEvent>(event: Event): Event {
  return { ...event, [dataJson]: JSON.stringify(event.data) };
}

/** The data's JSON text: the one made by `withDataJson`, or made now. */
export function dataJsonOf(event: NewEvent): string {
  const made = (event as { [dataJson]?: string })[dataJson];
  return made ?? JSON.stringify(event.data);
}
