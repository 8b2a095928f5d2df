import type { NoticeMessages } from './notices.en-US';

export const notices: NoticeMessages = {
  notices: {
    pageReloaded: '쇼핑몰이 업데이트되어 페이지를 새로 고쳤습니다.',
  },
};
