import type { AffiliateMessages } from './en-US';

const affiliates: AffiliateMessages = {
  name: '제휴사 |||| 제휴사',
  fields: {
    month: '월',
    affiliateId: '제휴사',
    orders: '주문',
    paidOrders: '결제된 주문',
    revenue: '매출 (USD)',
    revenueCents: '매출 (미국 센트)',
    siteId: '사이트',
    from: '시작 월',
    to: '종료 월',
  },
  sites: { 1: '사이트 1 (본 쇼핑몰)', 2: '사이트 2 (지역 리셀러)' },
  month_format: '월은 2026-11처럼 YYYY-MM 형식으로 입력하세요.',
  empty: '이 기간에 제휴 링크를 통해 들어온 주문이 없습니다.',
  note: '?aid= 링크로 방문한 고객의 주문을 월별(UTC)로 집계합니다. 매출은 취소되지 않은 결제 완료 주문만 포함합니다.',
};

export default affiliates;
