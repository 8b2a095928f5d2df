import type { NoticeKey } from '../i18n/notices.en-US';
import { createStore } from '../storage/store';

export type Toast =
  | {
      readonly id: number;
      readonly kind: 'error';
      /** The error's own message; none shows "Unknown Error..". */
      readonly message?: string;
    }
  | { readonly id: number; readonly kind: 'notice'; readonly notice: NoticeKey };

/** A toast stays 5 seconds, an error toast 10 (spec §9). */
export const toastMs = 5_000;
export const errorToastMs = 10_000;

export const toasts = createStore<readonly Toast[]>([]);
let lastId = 0;

export function dismissToast(id: number): void {
  toasts.set(toasts.get().filter((toast) => toast.id !== id));
}

function show(toast: Omit<Toast, 'id'> & Partial<Toast>, ms: number): void {
  lastId += 1;
  const id = lastId;
  toasts.set([...toasts.get(), { ...toast, id } as Toast]);
  setTimeout(() => dismissToast(id), ms);
}

/** Shows "Error: {message}" for 10 seconds; the same message already on screen is not repeated. */
export function showError(error: unknown): void {
  const message = error instanceof Error && error.message ? error.message : undefined;
  if (toasts.get().some((toast) => toast.kind === 'error' && toast.message === message)) return;
  show({ kind: 'error', message }, errorToastMs);
}

/** Shows one of the notices (`i18n/notices.*.ts`) for 5 seconds. */
export function showNotice(notice: NoticeKey): void {
  show({ kind: 'notice', notice }, toastMs);
}
