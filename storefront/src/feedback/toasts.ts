import { createStore } from '../storage/store';

export interface Toast {
  readonly id: number;
  /** The error's own message; none shows "Unknown Error..". */
  readonly message?: string;
}

/** Error toasts stay 10 seconds (spec §9). */
export const errorToastMs = 10_000;

export const toasts = createStore<readonly Toast[]>([]);
let lastId = 0;

export function dismissToast(id: number): void {
  toasts.set(toasts.get().filter((toast) => toast.id !== id));
}

/** Shows "Error: {message}" for 10 seconds; the same message already on screen is not repeated. */
export function showError(error: unknown): void {
  const message = error instanceof Error && error.message ? error.message : undefined;
  if (toasts.get().some((toast) => toast.message === message)) return;
  lastId += 1;
  const id = lastId;
  toasts.set([...toasts.get(), { id, message }]);
  setTimeout(() => dismissToast(id), errorToastMs);
}
