/**
 * Taps on a server-rendered page before its JavaScript has taken it over: a button there does
 * nothing yet (a link works: the browser follows it). From the boot script on, such taps on
 * buttons and form submissions inside the app are held, and once React has the page they are
 * made again, so a shopper who taps early is not ignored. So are choices in a list (the
 * language, the currency) and text typed into a field: React sets each back to what it
 * rendered as it takes it over.
 */
const controls = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]';
/** Inputs that hold no typed text. */
const untyped = new Set([
  'checkbox',
  'radio',
  'file',
  'submit',
  'button',
  'reset',
  'image',
  'hidden',
]);
type TextField = HTMLInputElement | HTMLTextAreaElement;
let held: (() => void)[] | undefined;
/** The text last typed into each field, typed again before the held taps are made. */
let typed: Map<TextField, string> | undefined;
let stopHolding: (() => void) | undefined;

export function holdEarlyTaps(doc: Document): void {
  if (held) return;
  const queue: (() => void)[] = [];
  held = queue;
  const texts = new Map<TextField, string>();
  typed = texts;
  const root = doc.getElementById('root');
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !root?.contains(target) || target.closest('a[href]')) return;
    const control = target.closest<HTMLElement>(controls);
    // A submit button's tap submits its form: held as the submission (`onSubmit`).
    if (!control || (control instanceof HTMLButtonElement && control.type === 'submit')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push(tapAgain(root, control));
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form || !root?.contains(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter;
    queue.push(() => form.requestSubmit(submitter?.isConnected ? submitter : undefined));
  };
  // A list's choice is held at its `input` event: React, given that event on a part it has not
  // taken over, takes the part over there and then, setting the list back to what it rendered
  // before the `change` event comes. That `change` goes no further; the list shows the choice
  // again at once, and the choice is made again.
  const chosen = new WeakMap<HTMLSelectElement, string>();
  const listIn = (event: Event) => {
    const list = event.target instanceof HTMLSelectElement ? event.target : null;
    return list && root?.contains(list) ? list : null;
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (
      (field instanceof HTMLTextAreaElement ||
        (field instanceof HTMLInputElement && !untyped.has(field.type))) &&
      root?.contains(field)
    ) {
      texts.set(field, field.value);
      return;
    }
    const list = listIn(event);
    if (!list) return;
    chosen.set(list, list.value);
    queue.push(chooseAgain(doc, list));
  };
  const onChange = (event: Event) => {
    const list = listIn(event);
    if (!list) return;
    event.stopImmediatePropagation();
    const held = chosen.get(list);
    chosen.delete(list);
    if (held !== undefined) list.value = held;
    // A browser that sends no `input` event for a list: held here.
    else queue.push(chooseAgain(doc, list));
  };
  // Chosen before this script ran: the list no longer shows what the server rendered.
  for (const list of root?.querySelectorAll('select') ?? []) {
    const rendered = [...list.options].find((option) => option.defaultSelected);
    if (rendered && !rendered.selected) queue.push(chooseAgain(doc, list));
  }
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('change', onChange, true);
  stopHolding = () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('input', onInput, true);
    doc.removeEventListener('change', onChange, true);
  };
}

/**
 * The tap, made again once React listens: on the control tapped, or, should React have drawn
 * its part afresh (a page it could not take over as the server drew it), on the one drawn in
 * its place: by its id, else the same kind of control with the same text, as many of those
 * before it. Made on the element tapped, which is no longer in the page, it did nothing.
 */
function tapAgain(root: HTMLElement, control: HTMLElement): () => void {
  const kind = control.tagName;
  const text = control.textContent;
  const twins = () =>
    [...root.querySelectorAll<HTMLElement>(controls)].filter(
      (other) => other.tagName === kind && other.textContent === text,
    );
  const place = twins().indexOf(control);
  return () => {
    const current = inPlace(root.ownerDocument, control) ?? twins()[place];
    current?.click();
  };
}

/** The element, or once React has drawn its part afresh, the one in its place with its id. */
function inPlace(doc: Document, element: HTMLElement): HTMLElement | null {
  if (element.isConnected) return element;
  return element.id ? doc.getElementById(element.id) : null;
}

/**
 * The list's choice, made again once React listens: the list (or the one React drew in its
 * place, which has its id) shows it and says it changed, as the shopper's choice would.
 */
function chooseAgain(doc: Document, list: HTMLSelectElement): () => void {
  const { value } = list;
  return () => {
    const current = inPlace(doc, list);
    if (!(current instanceof HTMLSelectElement)) return;
    current.value = value;
    current.dispatchEvent(new Event('change', { bubbles: true }));
  };
}

/**
 * The field's text typed again once React listens, for React's state to hold it: React leaves
 * text typed before it took the field over on screen, but its state (what the form sends) is
 * still what it rendered, and the next render puts that back. The text is announced by an
 * `input` event, which React's `onChange` hears only when the value it last saw differs: the
 * field is first given another value through the setter React watches, then the text past it.
 */
function typeAgain(doc: Document, field: TextField, text: string): void {
  const current = inPlace(doc, field);
  if (!(current instanceof HTMLInputElement || current instanceof HTMLTextAreaElement)) return;
  const prototype =
    current instanceof HTMLInputElement
      ? HTMLInputElement.prototype
      : HTMLTextAreaElement.prototype;
  current.value = text === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(current, text);
  current.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Stops holding taps and makes the held ones again (React listens on the page by now): the
 * text typed first, then, once React has drawn the fields with it, the taps and submissions;
 * `done` is called after the last of them.
 */
export function replayEarlyTaps(done?: () => void): void {
  stopHolding?.();
  stopHolding = undefined;
  const queue = held ?? [];
  const texts = typed ?? new Map<TextField, string>();
  held = [];
  typed = new Map();
  for (const [field, text] of texts) typeAgain(field.ownerDocument, field, text);
  const replayAll = () => {
    for (const replay of queue) replay();
    done?.();
  };
  // React draws what an `input` event changed before the next task: a submission made then
  // sends the text typed.
  if (texts.size > 0 && queue.length > 0) setTimeout(replayAll, 0);
  else replayAll();
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
  if (partsTakenOver.size === 3) {
    // Said on the page once the held taps are made, for whoever waits for it (the end-to-end
    // tests): when text was typed too, they are made a task later.
    replayEarlyTaps(() => {
      document.documentElement.dataset.takenOver = '';
    });
  }
}
