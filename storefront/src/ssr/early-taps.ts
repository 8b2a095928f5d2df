/**
 * Taps on a server-rendered page before its JavaScript has taken it over: a button there does
 * nothing yet (a link works: the browser follows it). From the boot script on, such taps on
 * buttons and form submissions inside the app are held, and once React has the page they are
 * made again, so a shopper who taps early is not ignored.
 */
const controls = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]';
let held: (() => void)[] | undefined;
let stopHolding: (() => void) | undefined;

export function holdEarlyTaps(doc: Document): void {
  if (held) return;
  const queue: (() => void)[] = [];
  held = queue;
  const root = doc.getElementById('root');
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !root?.contains(target) || target.closest('a[href]')) return;
    const control = target.closest<HTMLElement>(controls);
    // A submit button's tap submits its form: held as the submission (`onSubmit`).
    if (!control || (control instanceof HTMLButtonElement && control.type === 'submit')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push(() => control.click());
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form || !root?.contains(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter;
    queue.push(() => form.requestSubmit(submitter?.isConnected ? submitter : undefined));
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  stopHolding = () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
  };
}

/** Stops holding taps and makes the held ones again (React listens on the page by now). */
export function replayEarlyTaps(): void {
  stopHolding?.();
  stopHolding = undefined;
  const queue = held ?? [];
  held = [];
  for (const replay of queue) replay();
}

/** The parts of the page React takes over one at a time (`Layout.tsx`'s Suspense boundaries). */
export type PagePart = 'header' | 'page' | 'footer';
const partsTakenOver = new Set<PagePart>();

/**
 * Called as React takes each part over (an effect inside its boundary): once all three are,
 * the held taps are made again. Made earlier, a submission on a part not taken over yet could
 * reach the page before React's handler and submit the form the browser's way.
 */
export function partTakenOver(part: PagePart): void {
  partsTakenOver.add(part);
  if (partsTakenOver.size === 3) replayEarlyTaps();
}
