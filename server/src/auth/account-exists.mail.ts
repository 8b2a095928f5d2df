import { isLanguage, type Language } from '@shop/core';
import { mailShopName, siteSubject } from '@shop/workers';

interface AccountExistsText {
  readonly subject: string;
  readonly body: (name: string, shop: string, signIn: string, reset: string) => string;
}

const texts: Record<Language, AccountExistsText> = {
  'en-US': {
    subject: 'Someone tried to create an account with your e-mail address',
    body: (name, shop, signIn, reset) =>
      [
        `Hello ${name},`,
        '',
        `Someone tried to create a new account at ${shop} with this e-mail address, which already has an account with us. No new account was made and your account is unchanged.`,
        '',
        `If it was you, sign in here: ${signIn}`,
        `Forgot your password? Choose a new one here: ${reset}`,
        '',
        'If it was not you, you can ignore this e-mail.',
      ].join('\n'),
  },
  ko: {
    subject: '회원님의 이메일 주소로 계정 생성이 시도되었습니다',
    body: (name, shop, signIn, reset) =>
      [
        `${name}님, 안녕하세요.`,
        '',
        `이미 ${shop} 계정이 있는 이 이메일 주소로 새 계정을 만들려는 시도가 있었습니다. 새 계정은 만들어지지 않았으며 회원님의 계정은 그대로입니다.`,
        '',
        `본인이 시도하셨다면 여기에서 로그인하세요: ${signIn}`,
        `비밀번호를 잊으셨다면 여기에서 새로 설정하세요: ${reset}`,
        '',
        '본인이 아니라면 이 메일을 무시하셔도 됩니다.',
      ].join('\n'),
  },
  ja: {
    subject: 'お客様のメールアドレスでアカウント作成が試みられました',
    body: (name, shop, signIn, reset) =>
      [
        `${name} 様`,
        '',
        `すでに${shop}のアカウントが登録されているこのメールアドレスで、新しいアカウントの作成が試みられました。新しいアカウントは作成されておらず、お客様のアカウントに変更はありません。`,
        '',
        `ご本人の場合は、こちらからログインしてください: ${signIn}`,
        `パスワードをお忘れの場合は、こちらから再設定できます: ${reset}`,
        '',
        'お心当たりがない場合は、このメールを破棄してください。',
      ].join('\n'),
  },
  'zh-CN': {
    subject: '有人尝试用您的邮箱地址创建账户',
    body: (name, shop, signIn, reset) =>
      [
        `${name}，您好：`,
        '',
        `有人尝试用此邮箱地址在${shop}创建新账户，但该地址已有账户。我们没有创建新账户，您的账户也没有任何变化。`,
        '',
        `如果是您本人，请在此登录：${signIn}`,
        `忘记密码？请在此设置新密码：${reset}`,
        '',
        '如果不是您本人，请忽略此邮件。',
      ].join('\n'),
  },
};

/**
 * The mail an account's owner gets when someone registers with their address: the answer to the
 * registration is the same as for a new address, so only the owner learns the account exists.
 *
 * @example
 * accountExistsMail({ language: 'ko', displayName: 'Ann', origin: 'http://ko.localhost:3000' })
 * accountExistsMail({ language: 'ko', displayName: 'Ann', origin, siteName: 'Seoul Snack Depot' })
 * // subject '[Seoul Snack Depot] …', and the text names Seoul Snack Depot
 */
export function accountExistsMail({
  language,
  displayName,
  origin,
  siteName,
}: {
  language: string;
  displayName: string;
  origin: string;
  /** Site 2's name, for a registration on the regional reseller's host. */
  siteName?: string | undefined;
}): { subject: string; text: string } {
  const text = texts[isLanguage(language) ? language : 'en-US'];
  return {
    subject: siteSubject(text.subject, siteName),
    text: text.body(
      displayName,
      mailShopName(language, siteName),
      `${origin}/page/account/login`,
      `${origin}/page/account/forget-password`,
    ),
  };
}
