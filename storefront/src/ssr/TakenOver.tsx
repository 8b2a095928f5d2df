import { useEffect } from 'react';
import { type PagePart, partTakenOver } from './early-taps';

/** Reports that React has taken this part of a server-drawn page over (see `early-taps.ts`). */
export function TakenOver({ part }: { part: PagePart }) {
  useEffect(() => partTakenOver(part), [part]);
  return null;
}
