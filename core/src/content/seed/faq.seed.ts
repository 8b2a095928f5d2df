import { text } from '../../catalog/seed/translations.js';
import type { FaqFields } from '../page-entry.events.js';

/** The embedded default's FAQ: what shoppers ask before and after they order. */
export const faqSeed: readonly { readonly id: string; readonly fields: FaqFields }[] = [
  {
    id: 'faq-delivery-time',
    fields: {
      kind: 'faq',
      topic: 'shipping',
      question: text(
        'How long does delivery take?',
        '배송은 얼마나 걸리나요?',
        'お届けまでどのくらいかかりますか？',
        '配送需要多长时间？',
      ),
      answer: text(
        'Delivery usually takes 2-3 weeks. We buy your items, collect them at our warehouse, then ship them internationally. You get a tracking link by e-mail when the parcel leaves the warehouse.',
        '배송은 보통 2~3주가 걸립니다. 주문하신 상품을 구매해 창고에 모은 뒤 해외로 발송합니다. 소포가 창고를 떠나면 배송 조회 링크를 이메일로 보내 드립니다.',
        'お届けまで通常2〜3週間かかります。ご注文の商品を買い付けて倉庫に集め、海外へ発送します。荷物が倉庫を出ると、追跡リンクをメールでお送りします。',
        '通常需要 2-3 周送达。我们先采购您的商品并在仓库集中，然后发往海外。包裹离开仓库时，我们会通过电子邮件发送物流查询链接。',
      ),
    },
  },
  {
    id: 'faq-tracking',
    fields: {
      kind: 'faq',
      topic: 'shipping',
      question: text(
        'Where can I follow my parcel?',
        '소포 배송 상황은 어디서 확인하나요?',
        '荷物の配送状況はどこで確認できますか？',
        '在哪里查看包裹的物流？',
      ),
      answer: text(
        'Open your order under My account: once it has shipped internationally, it shows the carrier and the tracking number with a link to the carrier’s page.',
        '내 계정의 주문 내역을 열어 보세요. 해외 발송이 끝나면 택배사와 운송장 번호, 택배사 조회 페이지 링크가 표시됩니다.',
        'マイアカウントで注文を開いてください。海外発送後は配送業者と追跡番号、配送業者のページへのリンクが表示されます。',
        '请在“我的账户”中打开订单：国际发货后，会显示承运商、运单号以及承运商查询页面的链接。',
      ),
    },
  },
  {
    id: 'faq-duties-and-taxes',
    fields: {
      kind: 'faq',
      topic: 'duties',
      question: text(
        'Will I pay import duty or tax?',
        '관세나 부가세를 내야 하나요?',
        '関税や消費税はかかりますか？',
        '需要支付进口关税或税费吗？',
      ),
      answer: text(
        'The checkout shows the estimated tax for your country before you pay. Customs in some countries may still charge duty on arrival, especially above their duty-free allowance; that is paid to the carrier on delivery.',
        '결제 전에 주문서에서 국가별 예상 세금을 보여 드립니다. 다만 일부 국가는 면세 한도를 넘으면 도착 시 관세를 부과할 수 있으며, 이 금액은 배송 시 택배사에 냅니다.',
        'お支払い前に、ご注文画面でお住まいの国の見込み税額を表示します。国によっては免税範囲を超えると到着時に関税がかかることがあり、その場合はお届け時に配送業者へお支払いください。',
        '付款前，结账页面会显示您所在国家的预估税费。部分国家的海关在超出免税额度时仍可能在到达时征收关税，该费用在派送时支付给承运商。',
      ),
    },
  },
  {
    id: 'faq-payment-methods',
    fields: {
      kind: 'faq',
      topic: 'payment',
      question: text(
        'How can I pay?',
        '어떻게 결제하나요?',
        '支払い方法を教えてください。',
        '可以用什么方式付款？',
      ),
      answer: text(
        'Pay with PayPal (cards included) or with your deposit balance, which you top up in My account. Prices are charged in US dollars; other currencies are shown for convenience.',
        'PayPal(카드 포함) 또는 내 계정에서 충전한 예치금으로 결제할 수 있습니다. 결제는 미국 달러로 이루어지며, 다른 통화는 참고용으로 표시됩니다.',
        'PayPal（カード払いを含む）、またはマイアカウントでチャージしたデポジット残高でお支払いいただけます。請求は米ドルで、他の通貨は目安として表示しています。',
        '可使用 PayPal（含银行卡）或在“我的账户”中充值的预存余额付款。按美元收费，其他货币仅供参考。',
      ),
    },
  },
  {
    id: 'faq-unpaid-orders',
    fields: {
      kind: 'faq',
      topic: 'payment',
      question: text(
        'What happens if I do not finish paying?',
        '결제를 끝내지 않으면 어떻게 되나요?',
        '支払いを完了しなかった場合はどうなりますか？',
        '如果没有完成付款会怎样？',
      ),
      answer: text(
        'The order waits as “Not paid yet” and you can pay it from the order page. An order left unpaid is cancelled after a while and its items go back on the shelf.',
        '주문은 “미결제” 상태로 남아 있으며 주문 페이지에서 결제할 수 있습니다. 결제되지 않은 주문은 일정 시간이 지나면 취소되고 상품은 다시 판매됩니다.',
        'ご注文は「未払い」のまま保留され、注文ページからお支払いいただけます。未払いのご注文はしばらくすると取り消され、商品は在庫に戻ります。',
        '订单会以“尚未付款”状态保留，您可以在订单页面付款。长时间未付款的订单会被取消，商品重新上架。',
      ),
    },
  },
  {
    id: 'faq-returns',
    fields: {
      kind: 'faq',
      topic: 'returns',
      question: text(
        'Can I return an item?',
        '상품을 반품할 수 있나요?',
        '返品はできますか？',
        '可以退货吗？',
      ),
      answer: text(
        'Returns are accepted only for product problems (damaged, wrong or missing items), reported within 7 days after delivery. Send us a photo through the contact form and we will refund or replace the item.',
        '반품은 상품에 문제가 있는 경우(파손, 오배송, 누락)에만 가능하며 배송 후 7일 이내에 알려 주셔야 합니다. 문의 양식으로 사진을 보내 주시면 환불 또는 교환해 드립니다.',
        '返品は商品に問題がある場合（破損・誤配送・欠品）に限り、お届け後7日以内にご連絡いただいたものを承ります。お問い合わせフォームから写真をお送りいただければ、返金または交換いたします。',
        '仅在商品有问题（破损、错发或漏发）且在签收后 7 天内告知的情况下接受退货。请通过联系表单发送照片，我们会退款或补发。',
      ),
    },
  },
  {
    id: 'faq-best-before',
    fields: {
      kind: 'faq',
      topic: 'goods',
      question: text(
        'How fresh are the snacks when they arrive?',
        '도착했을 때 과자는 얼마나 신선한가요?',
        '届いたお菓子の賞味期限はどのくらいですか？',
        '零食到货时保质期还有多久？',
      ),
      answer: text(
        'We buy from Japanese and US shops shortly before shipping and do not send anything with less than two months left before its best-before date.',
        '발송 직전에 일본과 미국 매장에서 구매하며, 유통기한이 두 달 미만으로 남은 상품은 보내지 않습니다.',
        '発送の直前に日本とアメリカのお店で買い付け、賞味期限まで2か月を切った商品はお送りしません。',
        '我们在发货前不久才从日本和美国的商店采购，距保质期不足两个月的商品不会寄出。',
      ),
    },
  },
  {
    id: 'faq-authentic-goods',
    fields: {
      kind: 'faq',
      topic: 'goods',
      question: text(
        'Are the products genuine?',
        '정품인가요?',
        '商品は正規品ですか？',
        '商品是正品吗？',
      ),
      answer: text(
        'Yes. Everything is bought from the makers’ own shops, supermarkets and convenience stores in Japan and the US, in its original packaging with the original labels.',
        '네. 모든 상품은 일본과 미국의 제조사 직영점, 슈퍼마켓, 편의점에서 구매하며 원래 포장과 라벨 그대로 보내 드립니다.',
        'はい。すべて日本とアメリカのメーカー直営店、スーパー、コンビニで購入し、元のパッケージとラベルのままお届けします。',
        '是的。所有商品均购自日本和美国的品牌直营店、超市和便利店，保留原包装和原标签。',
      ),
    },
  },
];
