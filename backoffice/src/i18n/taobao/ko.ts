import type taobao from './en-US';

const taobaoKo: typeof taobao = {
  listings: {
    name: '타오바오 상품 |||| 타오바오 상품',
    fields: {
      productId: '상품',
      title: '상품명',
      sellerId: '판매자',
      status: '상태',
      numIid: '타오바오 상품 ID',
      priceCny: '가격 (CNY)',
      quantity: '수량',
      lastSyncedAt: '마지막 동기화',
      lastError: '마지막 오류',
      delistReason: '판매 중지 사유',
    },
    statuses: { adding: '등록 중', onsale: '판매 중', delisted: '판매 중지' },
  },
  page: {
    menu: '타오바오',
    title: '타오바오 상점',
    fee: '타오바오 서비스 이용료는 월 21위안이며 지갑에서 차감됩니다.',
    link: {
      status: '타오바오 계정',
      none: '연결되지 않음',
      linkedAs: '%{nick}(으)로 연결됨',
      sessionLost: '타오바오가 %{nick}의 연결을 더 이상 허용하지 않습니다. 다시 연결하세요.',
      nick: '타오바오 판매자 닉네임',
      linkButton: '타오바오 연결',
      relinkButton: '다시 연결',
      unlinkButton: '연결 해제',
      done: '타오바오 계정이 연결되었습니다.',
      failed: '타오바오를 연결하지 못했습니다. 다시 시도하세요.',
      unlinked: '타오바오 계정 연결이 해제되었습니다.',
    },
    settings: {
      title: '판매 설정',
      categories: '카테고리',
      markupPercent: '마진 (%)',
      markupFixedCny: '고정 마진 (CNY)',
      save: '저장',
      saved: '설정이 저장되었습니다. 곧 상품에 반영됩니다.',
      preview: '가격 미리보기',
      product: '상품',
      ourPrice: '당사 가격 (CNY)',
      taobaoPrice: '타오바오 가격 (CNY)',
    },
    categories: {
      sweets: '과자·디저트',
      teas: '차',
      snacks: '스낵',
      beverages: '음료',
      gums: '껌',
    },
    sync: {
      title: '동기화',
      now: '지금 동기화',
      requested: '동기화를 요청했습니다.',
      listings: '상품',
      orders: '주문',
      running: '진행 중: %{total}개 중 %{done}개',
      lastRun: '마지막 실행: %{at}',
      never: '아직 실행되지 않음',
      failed: '%{count}건 실패',
      lastError: '마지막 오류: %{error}',
    },
    suspended:
      '타오바오 서비스가 중지되었습니다: %{notice}. 입금으로 월 이용료가 충당될 때까지 상품은 판매 중지되고 주문은 동기화되지 않습니다.',
  },
};

export default taobaoKo;
