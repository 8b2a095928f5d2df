import { text } from '../../catalog/seed/translations.js';
import type { TeamFields } from '../page-entry.events.js';

/** The embedded default's team on the about page. */
export const teamSeed: readonly { readonly id: string; readonly fields: TeamFields }[] = [
  {
    id: 'team-mina-sato',
    fields: {
      kind: 'team',
      name: text('Mina Sato', '사토 미나', '佐藤美奈', '佐藤美奈'),
      role: text(
        'Founder and buyer, Tokyo',
        '창업자 겸 바이어, 도쿄',
        '創業者・バイヤー（東京）',
        '创始人兼买手，东京',
      ),
      bio: text(
        'Mina started the shop to send her friends abroad the sweets they missed. She still visits the makers and picks every new flavour.',
        '미나는 해외에 사는 친구들이 그리워하던 과자를 보내 주려고 가게를 시작했습니다. 지금도 제조사를 찾아가 새로운 맛을 직접 고릅니다.',
        '海外に住む友人に恋しいお菓子を送るためにお店を始めました。今もメーカーを訪ね、新しい味をすべて自分で選んでいます。',
        '美奈创办这家店，是为了给海外的朋友寄去他们想念的零食。她至今仍会拜访厂商，亲自挑选每一种新口味。',
      ),
      photo: null,
    },
  },
  {
    id: 'team-daniel-park',
    fields: {
      kind: 'team',
      name: text('Daniel Park', '박다니엘', 'ダニエル・パク', '朴丹尼尔'),
      role: text('Warehouse lead', '물류센터 책임자', '倉庫責任者', '仓库主管'),
      bio: text(
        'Daniel packs the parcels so that chocolate survives a summer flight and crisps arrive whole. He answers most shipping questions.',
        '다니엘은 초콜릿이 여름 비행을 견디고 과자가 부서지지 않게 소포를 포장합니다. 배송 문의 대부분에 답하고 있습니다.',
        'チョコレートが夏のフライトに耐え、スナックが割れずに届くよう梱包しています。配送に関するお問い合わせの多くに答えています。',
        '丹尼尔负责打包，让巧克力熬过夏季航班、薯片完整送达。大部分物流问题都由他解答。',
      ),
      photo: null,
    },
  },
  {
    id: 'team-lin-yu',
    fields: {
      kind: 'team',
      name: text('Lin Yu', '린위', 'リン・ユー', '林雨'),
      role: text('Customer care', '고객 지원', 'カスタマーケア', '客户服务'),
      bio: text(
        'Lin reads every message from the contact form, in English, Korean, Japanese and Chinese, and makes sure none waits more than a day.',
        '린은 문의 양식으로 들어오는 모든 메시지를 영어, 한국어, 일본어, 중국어로 읽고 하루 이상 기다리는 문의가 없도록 챙깁니다.',
        'お問い合わせフォームのメッセージを英語・韓国語・日本語・中国語ですべて読み、1日以上お待たせしないよう対応しています。',
        '林雨阅读联系表单中的每一条留言（英语、韩语、日语和中文），确保没有一条等待超过一天。',
      ),
      photo: null,
    },
  },
];
