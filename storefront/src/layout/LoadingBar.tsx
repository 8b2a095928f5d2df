import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { activity } from '../feedback/activity';
import { useStore } from '../storage/store';
import { durationMs, loadingBarPhases, type Phase } from './loading-bar-phases';

/** The CSS transition reads the spec's 5 s from here (`chrome.css`). */
const style = { '--loading-bar-duration': `${durationMs}ms` } as CSSProperties;

/** The thin bar at the top while a page or its data loads; red when something failed. */
export function LoadingBar() {
  const { pending, failed } = useStore(activity);
  const navigating = useNavigation().state !== 'idle';
  const busy = pending > 0 || navigating;
  const [phase, setPhase] = useState<Phase>('idle');
  const phases = useRef<ReturnType<typeof loadingBarPhases>>(undefined);

  useEffect(() => {
    const bar = loadingBarPhases(setPhase);
    phases.current = bar;
    return () => bar.dispose();
  }, []);

  useEffect(() => {
    phases.current?.update({ busy, failed });
  }, [busy, failed]);

  return (
    <div
      className={`loading-bar loading-bar--${phase}${failed ? ' loading-bar--failed' : ''}`}
      data-state={failed ? 'failed' : phase}
      style={style}
      aria-hidden="true"
    />
  );
}
