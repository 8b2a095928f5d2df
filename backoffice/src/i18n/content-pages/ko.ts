import type contentPagesEnUS from './en-US';

const contentPages: typeof contentPagesEnUS = {
  resources: {
    faq: {
      name: 'FAQ 항목 |||| 자주 묻는 질문',
      fields: {
        id: 'ID',
        topic: '주제',
        question: '질문',
        answer: '답변',
        position: '순서',
        hidden: '숨김',
      },
      topics: {
        shipping: '배송',
        duties: '관세와 세금',
        payment: '결제',
        returns: '반품',
        goods: '상품',
      },
    },
    team: {
      name: '팀원 |||| 팀',
      fields: {
        id: 'ID',
        name: '이름',
        role: '역할',
        bio: '소개',
        photo: '사진',
        position: '순서',
        hidden: '숨김',
      },
    },
    looks: {
      name: '룩 |||| 룩북',
      fields: {
        id: 'ID',
        title: '제목',
        description: '설명',
        image: '사진',
        hotspots: '사진 속 상품',
        productId: '상품 ID',
        x: '가로 위치(%)',
        y: '세로 위치(%)',
        position: '순서',
        hidden: '숨김',
      },
      helpers: {
        image:
          '이 룩의 상품을 각 점 위치에 모아 그린 장면: /images/looks/<룩 ID>.svg. 또는 사진: /images/… 또는 https 주소.',
        hotspots:
          '각 점은 상품을 엽니다. 0%는 왼쪽 또는 위쪽 끝, 100%는 오른쪽 또는 아래쪽 끝입니다.',
      },
    },
    subscribers: {
      name: '구독자 |||| 뉴스레터 구독자',
      fields: {
        email: '이메일',
        status: '상태',
        language: '언어',
        requestedAt: '신청일',
        confirmedAt: '확인일',
      },
      statuses: { pending: '확인 대기 중', confirmed: '확인됨', unsubscribed: '구독 해지' },
      filters: { search: '주소 검색' },
    },
    'contact-messages': {
      name: '문의 메시지 |||| 문의 메시지',
      fields: {
        receivedAt: '받은 시각',
        name: '이름',
        email: '이메일',
        subject: '제목',
        message: '메시지',
        language: '언어',
      },
      filters: { search: '메시지 검색' },
    },
    outbox: {
      name: '메일 |||| 메일 보관함',
      fields: { createdAt: '보관 시각', recipient: '받는 사람', subject: '제목', text: '본문' },
    },
  },
  page_entries: {
    helpers: {
      id: '하이픈으로 연결한 소문자 단어(예: faq-gift-wrap). 나중에 바꿀 수 없습니다.',
      translation: '영어는 필수이며, 비어 있는 언어는 영어 문장을 보여 줍니다.',
      position: '숫자가 작을수록 앞에 나옵니다.',
      image: '/images/… 또는 https 주소.',
    },
    validation: {
      id: '소문자, 숫자, 하이픈 하나씩만 사용하세요.',
      percent: '0에서 100 사이로 입력하세요.',
    },
  },
};

export default contentPages;
