import { z } from 'zod';

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required.` })
    .trim()
    .min(1, `${name} is required.`)
    .max(max, `${name} can have at most ${max} characters.`)
    // Control characters have no place in a name shown to staff.
    .refine((value) => !/\p{Cc}/u.test(value), `${name} has characters that cannot be shown.`);

export const sellerProfileBody = z.object({
  wechatId: text('The Wechat ID', 64),
  wechatNickname: text('The Wechat nickname', 64),
});

/** Keys are printable ASCII without spaces, as Taobao issues them. */
const key = (name: string) =>
  z
    .string({ error: `${name} is required.` })
    .trim()
    .min(8, `${name} has at least 8 characters.`)
    .max(256, `${name} can have at most 256 characters.`)
    .regex(/^[\x21-\x7e]+$/, `${name} has letters, digits and symbols only.`);

export const sellerKeysBody = z.object({
  accessKey: key('The AccessKey'),
  secretKey: key('The SecretKey'),
});

export const reasonBody = z.object({ reason: text('A reason', 500) });
