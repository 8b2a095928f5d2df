import { isLanguage, type Language } from '@shop/core';
import { mailShopName, siteSubject } from '@shop/workers';

interface ResetMailText {
  readonly subject: string;
  readonly body: (name: string, shop: string, link: string) => string;
}

const texts: Record<Language, ResetMailText> = {
  'en-US': {
    subject: 'Reset your password',
    body: (name, shop, link) =>
      [
        `Hello ${name},`,
        '',
        `We received a request to reset the password of your ${shop} account. Open this link within one hour to choose a new password:`,
        '',
        link,
        '',
        'The link works only once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
  },
  ko: {
    subject: '비밀번호 재설정 안내',
    body: (name, shop, link) =>
      [
        `${name}님, 안녕하세요.`,
        '',
        `${shop} 계정의 비밀번호 재설정 요청을 받았습니다. 1시간 이내에 아래 링크를 열어 새 비밀번호를 설정해 주세요.`,
        '',
        link,
        '',
        '이 링크는 한 번만 사용할 수 있습니다. 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.',
      ].join('\n'),
  },
  ja: {
    subject: 'パスワード再設定のご案内',
    body: (name, shop, link) =>
      [
        `${name} 様`,
        '',
        `${shop}のアカウントのパスワード再設定のリクエストを受け付けました。1時間以内に下記のリンクを開き、新しいパスワードを設定してください。`,
        '',
        link,
        '',
        'このリンクは一度だけ使用できます。お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
      ].join('\n'),
  },
  'zh-CN': {
    subject: '重置您的密码',
    body: (name, shop, link) =>
      [
        `${name}，您好：`,
        '',
        `我们收到了重置您的${shop}账户密码的请求。请在 1 小时内打开以下链接设置新密码：`,
        '',
        link,
        '',
        '该链接只能使用一次。如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
      ].join('\n'),
  },
};

/**
 * The reset mail in the user's language (en-US for one the shop does not have).
 *
 * @example
 * passwordResetMail({ language: 'ja', displayName: 'Ann', link })
 * // { subject: 'パスワード再設定のご案内', text: 'Ann 様\n\n...' }
 */
export function passwordResetMail({
  language,
  displayName,
  link,
  siteName,
}: {
  language: string;
  displayName: string;
  link: string;
  /** Site 2's name, for a reset asked for on the regional reseller's host. */
  siteName?: string | undefined;
}): { subject: string; text: string } {
  const text = texts[isLanguage(language) ? language : 'en-US'];
  return {
    subject: siteSubject(text.subject, siteName),
    text: text.body(displayName, mailShopName(language, siteName), link),
  };
}

/** Where the storefront's reset page lives, with the token it reads from the query. */
export function resetPasswordLink(origin: string, token: string): string {
  return `${origin}/page/account/reset-password?token=${encodeURIComponent(token)}`;
}
