import type { TermsVersions } from '../terms-document';

export const returnExchange: TermsVersions = {
  'en-US': {
    title: 'Returns and exchanges',
    sections: [
      {
        paragraphs: [
          'We accept returns and exchanges only when there is a problem with the product, and the problem must be reported within 7 days of delivery.',
        ],
      },
      {
        heading: 'What counts as a problem',
        paragraphs: [
          'A product that arrived damaged, leaking, spoiled or past its best-before date; a product that is not the one you ordered; or items missing from your parcel.',
          'Because we sell food, we cannot take back products that are unopened and in good order because of a change of mind, a taste preference or a late delivery.',
        ],
      },
      {
        heading: 'How to report it',
        paragraphs: [
          'Contact us within 7 days of delivery with your order number, the product concerned and photos of the product, its packaging and the shipping label. Please keep the product and the box until we have answered.',
        ],
      },
      {
        heading: 'What we do',
        paragraphs: [
          'Once we have confirmed the problem, we send a replacement when the product is in stock, or refund the product’s price to your original payment method. When we ask you to send the product back, we pay the return shipping.',
          'Refunds usually reach your account within 5–10 business days after we approve them, depending on your bank.',
        ],
      },
    ],
  },
  ja: {
    title: '返品・交換について',
    sections: [
      {
        paragraphs: [
          '返品・交換は、商品に問題があった場合のみ承ります。問題はお届けから7日以内にご連絡ください。',
        ],
      },
      {
        heading: '対象となる問題',
        paragraphs: [
          '破損・液漏れ・変質した状態、または賞味期限切れで届いた商品、ご注文と異なる商品、荷物に入っていなかった商品が対象です。',
          '食品を扱っているため、未開封で問題のない商品について、お客様のご都合、味のお好み、配送の遅れを理由とする返品はお受けできません。',
        ],
      },
      {
        heading: 'ご連絡の方法',
        paragraphs: [
          'お届けから7日以内に、ご注文番号、該当する商品、商品・包装・配送ラベルの写真を添えてご連絡ください。当社から回答するまで、商品と箱は保管しておいてください。',
        ],
      },
      {
        heading: '当社の対応',
        paragraphs: [
          '問題を確認できましたら、在庫がある場合は代わりの商品をお送りするか、商品代金を元のお支払い方法へ返金いたします。商品の返送をお願いする場合、返送料は当社が負担します。',
          '返金は承認後、金融機関により異なりますが通常5〜10営業日でお客様の口座に反映されます。',
        ],
      },
    ],
  },
  ko: {
    title: '반품 및 교환 안내',
    sections: [
      {
        paragraphs: [
          '반품과 교환은 상품에 문제가 있는 경우에만 가능하며, 배송 완료 후 7일 이내에 알려 주셔야 합니다.',
        ],
      },
      {
        heading: '문제로 인정되는 경우',
        paragraphs: [
          '파손, 누액, 변질 또는 유통기한이 지난 상태로 도착한 상품, 주문과 다른 상품, 상자에 빠져 있던 상품이 해당됩니다.',
          '식품을 판매하고 있어, 개봉하지 않은 정상 상품을 단순 변심, 입맛, 배송 지연 등의 이유로 반품할 수는 없습니다.',
        ],
      },
      {
        heading: '접수 방법',
        paragraphs: [
          '배송 완료 후 7일 이내에 주문 번호, 해당 상품, 그리고 상품·포장·운송장 사진을 보내 주세요. 답변을 드릴 때까지 상품과 상자를 보관해 주시기 바랍니다.',
        ],
      },
      {
        heading: '처리 방법',
        paragraphs: [
          '문제가 확인되면 재고가 있는 경우 같은 상품을 다시 보내 드리거나, 상품 금액을 원래 결제 수단으로 환불해 드립니다. 상품 반송을 요청드리는 경우 반송비는 당사가 부담합니다.',
          '환불은 승인 후 은행에 따라 보통 영업일 기준 5~10일 안에 반영됩니다.',
        ],
      },
    ],
  },
};
