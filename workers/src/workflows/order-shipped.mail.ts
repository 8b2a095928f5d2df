import { type CarrierId, carriers, isLanguage, type Language, trackingLink } from '@shop/core';
import type { MailMessage } from '../mail/mail-transport.js';
import { mailShopName } from '../mail/shop-name.js';
import { siteSubject } from '../mail/site-subject.js';

interface ShippedText {
  readonly subject: (orderNumber: string) => string;
  readonly body: (
    name: string,
    shop: string,
    orderNumber: string,
    carrier: string,
    link: string,
  ) => string;
}

const texts: Record<Language, ShippedText> = {
  'en-US': {
    subject: (number) => `Your order ${number} has shipped`,
    body: (name, shop, number, carrier, link) =>
      [
        `Hello ${name},`,
        '',
        `Your ${shop} order ${number} left our warehouse and is on its way to you with ${carrier}. Delivery usually takes 2-3 weeks.`,
        '',
        'Follow your parcel here:',
        link,
      ].join('\n'),
  },
  ko: {
    subject: (number) => `주문 ${number}이(가) 발송되었습니다`,
    body: (name, shop, number, carrier, link) =>
      [
        `${name}님, 안녕하세요.`,
        '',
        `${shop} 주문 ${number}이(가) 창고를 떠나 ${carrier}(으)로 배송 중입니다. 배송에는 보통 2~3주가 걸립니다.`,
        '',
        '아래 링크에서 배송 상황을 확인하세요:',
        link,
      ].join('\n'),
  },
  ja: {
    subject: (number) => `ご注文 ${number} を発送しました`,
    body: (name, shop, number, carrier, link) =>
      [
        `${name} 様`,
        '',
        `${shop}でのご注文 ${number} は倉庫を出発し、${carrier} にてお届け中です。お届けまで通常2〜3週間かかります。`,
        '',
        '配送状況は下記のリンクからご確認いただけます:',
        link,
      ].join('\n'),
  },
  'zh-CN': {
    subject: (number) => `您的订单 ${number} 已发货`,
    body: (name, shop, number, carrier, link) =>
      [
        `${name}，您好：`,
        '',
        `您在${shop}的订单 ${number} 已从仓库发出，正由 ${carrier} 运送。通常需要 2-3 周送达。`,
        '',
        '请通过以下链接查看包裹动态：',
        link,
      ].join('\n'),
  },
};

/**
 * The mail a shopper gets when their order ships internationally, in their language, with the
 * carrier's tracking link. Its id is the order's, so it is sent once.
 *
 * @example
 * orderShippedMail({ to: 'ann@example.com', name: 'Ann', language: 'ja', orderNumber, carrierId: 2, trackingNumber })
 */
export function orderShippedMail(input: {
  to: string;
  name: string;
  language: string;
  orderNumber: string;
  carrierId: CarrierId;
  trackingNumber: string;
  /** Site 2's name, for an order placed on the regional reseller's host. */
  siteName?: string | undefined;
}): MailMessage {
  const text = texts[isLanguage(input.language) ? input.language : 'en-US'];
  return {
    id: `order-shipped-${input.orderNumber}`,
    to: input.to,
    subject: siteSubject(text.subject(input.orderNumber), input.siteName),
    text: text.body(
      input.name,
      mailShopName(input.language, input.siteName),
      input.orderNumber,
      carriers[input.carrierId].name,
      trackingLink(input.carrierId, input.trackingNumber),
    ),
  };
}
