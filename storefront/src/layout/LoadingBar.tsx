import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { activity } from '../feedback/activity';
import { useStore } from '../storage/store';

/** Loading shorter than this shows no bar at all, so fast pages do not flicker (spec §9). */
const throttleMs = 200;
/** How long the finished bar stays full before it fades. */
const finishMs = 500;

type Phase = 'idle' | 'loading' | 'done';

/** The thin bar at the top while a page or its data loads; red when something failed. */
export function LoadingBar() {
  const { pending, failed } = useStore(activity);
  const navigating = useNavigation().state !== 'idle';
  const busy = pending > 0 || navigating;
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase('loading'), throttleMs);
      return () => clearTimeout(timer);
    }
    // A failure shows even when it came too fast for the bar to appear.
    setPhase((current) => (current === 'loading' || failed ? 'done' : current));
  }, [busy, failed]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), finishMs);
    return () => clearTimeout(timer);
  }, [phase]);

  return (
    <div
      className={`loading-bar loading-bar--${phase}${failed ? ' loading-bar--failed' : ''}`}
      data-state={failed ? 'failed' : phase}
      aria-hidden="true"
    />
  );
}
