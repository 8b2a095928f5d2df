import type { NoticeMessages } from './notices.en-US';

export const notices: NoticeMessages = {
  notices: {
    pageReloaded: '商店已更新，本页面已重新加载。',
  },
};
