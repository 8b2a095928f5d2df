import type blog from './en-US';

/** The blog's resources in the back office (`resources.posts`, `resources.comments`, `resources.reviews`), ko. */
const messages: typeof blog = {
  posts: {
    name: '블로그 글 |||| 블로그 글',
    fields: {
      slug: '주소 (슬러그)',
      title: '제목',
      author: '작성자',
      description: '설명',
      body: '본문',
      kind: '유형',
      tags: '태그',
      images: '이미지',
      publishedAt: '게시일',
      status: '상태',
      withdrawnReason: '내린 이유',
    },
    helpers: {
      slug: '소문자 단어를 하이픈으로 연결합니다. 글은 /blog/<주소>에 있으며 주소는 바뀌지 않습니다.',
      translation: '영어는 필수입니다. 비어 있는 언어에는 영어 글이 표시됩니다.',
      markdown: '마크다운: ## 제목, **굵게**, - 목록, | 표 |, [링크](https://…).',
      tags: '태그마다 한 단어, 예: teas, guide.',
      images: '/images/… 또는 https 주소. 첫 번째가 글의 사진입니다.',
      published_at: '비워 두면 지금.',
    },
    validation: { slug: '소문자, 숫자, 하이픈 하나씩만 사용하세요.' },
    kinds: {
      story: '이야기',
      guide: '안내',
      news: '소식',
      recipe: '레시피',
    },
    statuses: { published: '게시됨', withdrawn: '내림' },
    preview: { title: '미리 보기', failed: '미리 보기를 만들 수 없습니다.' },
    filters: { search: '제목과 주소 검색' },
  },
  comments: {
    name: '댓글 |||| 댓글',
    fields: {
      createdAt: '작성일',
      slug: '글',
      authorName: '작성자',
      body: '댓글',
      hidden: '숨김',
      hiddenReason: '숨긴 이유',
    },
    actions: { hide: '숨기기', show: '보이기' },
    notifications: { hidden: '댓글을 숨겼습니다', shown: '댓글을 다시 표시합니다' },
    filters: { search: '댓글 검색' },
  },
  reviews: {
    name: '리뷰 |||| 리뷰',
    fields: {
      createdAt: '작성일',
      productId: '상품',
      authorName: '작성자',
      rating: '별점',
      body: '리뷰',
      orderNumber: '주문',
      hidden: '숨김',
      hiddenReason: '숨긴 이유',
    },
    actions: { hide: '숨기기', show: '보이기' },
    notifications: { hidden: '리뷰를 숨겼습니다', shown: '리뷰를 다시 표시합니다' },
  },
};

export default messages;
