import type { NoticeMessages } from './notices.en-US';

export const notices: NoticeMessages = {
  notices: {
    pageReloaded: 'ショップが更新されたため、このページを再読み込みしました。',
  },
};
