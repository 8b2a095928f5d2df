/** Short notices shown as toasts for 5 seconds (`feedback/toasts.ts`). */
export const notices = {
  notices: {
    pageReloaded: 'The shop was updated, so this page was reloaded.',
  },
};

export type NoticeMessages = typeof notices;
export type NoticeKey = keyof NoticeMessages['notices'];
