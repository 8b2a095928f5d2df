import type { Language } from '@shop/core';
import { mailShopName, siteSubject } from '@shop/workers';

interface NewsletterMailText {
  readonly subject: string;
  readonly body: (shop: string, confirmLink: string, unsubscribeLink: string) => string;
}

const texts: Record<Language, NewsletterMailText> = {
  'en-US': {
    subject: 'Please confirm your newsletter subscription',
    body: (shop, confirm, unsubscribe) =>
      [
        'Hello,',
        '',
        `Someone, hopefully you, asked to receive the ${shop} newsletter at this address. Open this link within 48 hours to confirm:`,
        '',
        confirm,
        '',
        'If you did not ask for it, ignore this e-mail and you will hear nothing more from us.',
        `To unsubscribe at any time: ${unsubscribe}`,
      ].join('\n'),
  },
  ko: {
    subject: '뉴스레터 구독을 확인해 주세요',
    body: (shop, confirm, unsubscribe) =>
      [
        '안녕하세요.',
        '',
        `이 주소로 ${shop} 뉴스레터 구독 신청이 접수되었습니다. 48시간 이내에 아래 링크를 열어 구독을 확인해 주세요.`,
        '',
        confirm,
        '',
        '신청하지 않으셨다면 이 메일을 무시하세요. 더 이상 연락드리지 않습니다.',
        `언제든지 구독을 해지하려면: ${unsubscribe}`,
      ].join('\n'),
  },
  ja: {
    subject: 'ニュースレター登録の確認をお願いします',
    body: (shop, confirm, unsubscribe) =>
      [
        'こんにちは。',
        '',
        `このアドレスで${shop}のニュースレター登録のお申し込みがありました。48時間以内に下記のリンクを開いて登録を確定してください。`,
        '',
        confirm,
        '',
        'お心当たりがない場合は、このメールを無視してください。今後ご連絡することはありません。',
        `配信停止はこちらからいつでも: ${unsubscribe}`,
      ].join('\n'),
  },
  'zh-CN': {
    subject: '请确认订阅我们的新闻通讯',
    body: (shop, confirm, unsubscribe) =>
      [
        '您好：',
        '',
        `有人（希望是您）用此地址申请订阅${shop}的新闻通讯。请在 48 小时内打开以下链接确认订阅：`,
        '',
        confirm,
        '',
        '如果不是您本人申请，请忽略此邮件，我们不会再打扰您。',
        `随时退订：${unsubscribe}`,
      ].join('\n'),
  },
};

/**
 * The double opt-in mail, in the language the visitor signed up in, naming the site they signed
 * up on.
 *
 * @example newsletterConfirmationMail({ language: 'ja', confirmLink, unsubscribeLink, siteName: 'Seoul Snack Depot' })
 */
export function newsletterConfirmationMail({
  language,
  confirmLink,
  unsubscribeLink,
  siteName,
}: {
  language: Language;
  confirmLink: string;
  unsubscribeLink: string;
  /** Site 2's name, for a sign-up on the regional reseller's host. */
  siteName?: string | undefined;
}): { subject: string; text: string } {
  const { subject, body } = texts[language];
  return {
    subject: siteSubject(subject, siteName),
    text: body(mailShopName(language, siteName), confirmLink, unsubscribeLink),
  };
}
