import type { Messages } from './en-US';

export const ko: Messages = {
  shop: {
    name: '퍼시픽 팬트리',
  },
  layout: {
    skipToContent: '본문으로 건너뛰기',
    language: '언어',
  },
  footer: {
    deliveryTitle: '배송',
    delivery: '배송은 보통 2~3주 걸립니다.',
    returnsTitle: '반품',
    returns:
      '반품은 상품에 문제가 있는 경우에만 가능하며, 배송 완료 후 7일 이내에 알려 주셔야 합니다.',
  },
  home: {
    title: '식료품을 문 앞까지 배송해 드립니다',
    description: '미국과 일본 상품을 판매하며 해외로 배송합니다',
    browseCategories: '카테고리 둘러보기',
    categoriesTitle: '카테고리별 쇼핑',
  },
  categories: {
    sweets: '사탕·초콜릿',
    teas: '차',
    snacks: '스낵',
    beverages: '음료',
    gums: '껌',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
  },
  error: {
    title: '오류',
    message: '죄송합니다. 오류가 발생했습니다.',
  },
  navigation: {
    backHome: '홈페이지로 돌아가기',
  },
};
