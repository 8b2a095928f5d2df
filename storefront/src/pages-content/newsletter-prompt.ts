import type { KeyValueStorage } from '../storage/key-value-storage';
import { writeQuietly } from '../storage/key-value-storage';

const promptKey = 'newsletter-prompt';

/** Seconds on the site, or the share of a page scrolled, before the pop-up offers the newsletter. */
export const promptAfterSeconds = 25;
export const promptAfterScrolled = 0.6;

/** Pages where a pop-up would be in the way: checkout, account forms, the newsletter's own links. */
const quietPaths = [/^\/page\/account\//, /^\/page\/newsletter\//, /^\/page\/order-/];

/** Whether this visitor may still be offered the newsletter pop-up on `path`. */
export function mayPrompt(storage: KeyValueStorage, path: string): boolean {
  return storage.getItem(promptKey) === null && !quietPaths.some((quiet) => quiet.test(path));
}

/** Once shown (or signed up through the footer), the pop-up never comes back for this visitor. */
export function rememberPrompted(storage: KeyValueStorage): void {
  writeQuietly(storage, promptKey, 'seen');
}
