import type { TermsVersions } from '../terms-document';

export const aboutDelivery: TermsVersions = {
  'en-US': {
    title: 'About delivery',
    sections: [
      {
        paragraphs: [
          'Pacific Pantry buys groceries in the United States and Japan and ships them to you from there. Delivery usually takes 2–3 weeks from the day your order is placed.',
        ],
      },
      {
        heading: 'How long it takes',
        paragraphs: [
          'We first collect your items from our suppliers and bring them to our warehouse, which takes a few days. The parcel then travels internationally with the courier you chose at checkout.',
          'At checkout each shipping option shows its own estimate. Customs checks, public holidays and remote addresses can add a few days; we cannot shorten the time customs takes.',
        ],
      },
      {
        heading: 'Shipping fees, duty and tax',
        paragraphs: [
          'The shipping fee depends on the courier, the weight of your order and your country, and is shown before you pay.',
          'Some countries charge import duty or tax on food. Where we can estimate it, checkout shows it as a separate line. Any charges the customs office of your country asks for on delivery are paid by the recipient.',
        ],
      },
      {
        heading: 'Tracking your parcel',
        paragraphs: [
          'When your parcel leaves our warehouse we add its tracking number to your order. You can follow it from your account page or on the courier’s website.',
        ],
      },
      {
        heading: 'Address',
        paragraphs: [
          'Please check your address, phone number and, where your country requires it, your customs ID before you pay. A parcel returned because of a wrong address can only be sent again for a new shipping fee. Addresses in Japan must be written in Japanese.',
        ],
      },
    ],
  },
  ja: {
    title: '配送について',
    sections: [
      {
        paragraphs: [
          'パシフィック・パントリーはアメリカと日本で食料品を仕入れ、現地からお客様へ発送しています。お届けまでは、ご注文日から通常2〜3週間かかります。',
        ],
      },
      {
        heading: 'お届けまでの日数',
        paragraphs: [
          'まず仕入れ先から商品を集めて当社倉庫へ入荷するまでに数日かかります。その後、ご注文時に選択された配送業者で国際輸送いたします。',
          'ご注文手続きの画面で、配送方法ごとの目安日数をご確認いただけます。通関検査や祝日、遠隔地へのお届けの場合は数日長くかかることがあります。通関にかかる日数は当社では短縮できません。',
        ],
      },
      {
        heading: '送料・関税・税金',
        paragraphs: [
          '送料は配送業者、ご注文の重量、お届け先の国によって異なり、お支払い前に表示されます。',
          '国によっては食品に輸入関税や税金がかかります。見積もりが可能な場合は、ご注文手続きの画面に別行で表示します。お届けの際にお届け先の国の税関から請求される費用は、受取人のご負担となります。',
        ],
      },
      {
        heading: '荷物の追跡',
        paragraphs: [
          '荷物が当社倉庫を出発すると、ご注文に追跡番号を追加します。アカウントページまたは配送業者のウェブサイトで配送状況をご確認いただけます。',
        ],
      },
      {
        heading: 'お届け先住所',
        paragraphs: [
          'お支払いの前に、住所・電話番号、また国によって必要な場合は通関用の個人識別番号をご確認ください。住所の誤りにより返送された荷物の再発送には、改めて送料がかかります。日本国内の住所は日本語でご記入ください。',
        ],
      },
    ],
  },
  ko: {
    title: '배송 안내',
    sections: [
      {
        paragraphs: [
          '퍼시픽 팬트리는 미국과 일본에서 식료품을 구매해 현지에서 고객님께 직접 발송합니다. 배송은 주문일로부터 보통 2~3주 걸립니다.',
        ],
      },
      {
        heading: '배송 기간',
        paragraphs: [
          '먼저 공급처에서 상품을 모아 당사 창고로 입고하는 데 며칠이 걸립니다. 그 후 주문 시 선택하신 배송사를 통해 국제 배송됩니다.',
          '주문 단계에서 배송 방법별 예상 기간을 확인하실 수 있습니다. 통관 검사, 공휴일, 도서·산간 지역 배송 등으로 며칠 더 걸릴 수 있으며, 통관에 걸리는 시간은 당사가 단축할 수 없습니다.',
        ],
      },
      {
        heading: '배송비, 관세 및 세금',
        paragraphs: [
          '배송비는 배송사, 주문 무게, 받는 국가에 따라 다르며 결제 전에 표시됩니다.',
          '일부 국가는 식품에 수입 관세나 세금을 부과합니다. 예상이 가능한 경우 주문 단계에서 별도 항목으로 보여 드립니다. 배송 시 해당 국가의 세관이 청구하는 비용은 받는 분이 부담합니다.',
        ],
      },
      {
        heading: '배송 조회',
        paragraphs: [
          '상품이 당사 창고에서 출발하면 주문에 운송장 번호를 추가합니다. 계정 페이지나 배송사 웹사이트에서 배송 상황을 확인하실 수 있습니다.',
        ],
      },
      {
        heading: '배송지 주소',
        paragraphs: [
          '결제 전에 주소, 전화번호, 그리고 해당 국가에서 필요한 경우 개인통관고유부호를 확인해 주세요. 주소 오류로 반송된 상품은 배송비를 다시 내셔야 재발송할 수 있습니다.',
        ],
      },
    ],
  },
};
