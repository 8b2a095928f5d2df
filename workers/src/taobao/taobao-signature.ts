import { createHash, createHmac } from 'node:crypto';

export const taobaoSignMethods = ['md5', 'hmac', 'hmac-sha256'] as const;
/** `md5` wraps the string in the secret; `hmac` is HMAC-MD5 and `hmac-sha256` HMAC-SHA256 keyed by it. */
export type TaobaoSignMethod = (typeof taobaoSignMethods)[number];

/**
 * TOP's signature of a request: every parameter but `sign` itself (and file uploads, which the
 * client never sends), sorted by name in byte order, each name followed by its value, all joined
 * into one UTF-8 string and digested, written as uppercase hex. Empty values are left out, as
 * the platform's SDKs leave them out of both the request and the signature.
 *
 * @example
 * // The platform's worked example (secret "helloworld"):
 * signTopRequest(
 *   { method: 'taobao.item.seller.get', app_key: '12345678', session: 'test',
 *     timestamp: '2016-01-01 12:00:00', format: 'json', v: '2.0', sign_method: 'md5',
 *     fields: 'num_iid,title,nick,price,num', num_iid: '11223344' },
 *   'helloworld',
 *   'md5',
 * ) // '66987CB115214E59E6EC978214934FB8'
 */
export function signTopRequest(
  parameters: Readonly<Record<string, string>>,
  secret: string,
  method: TaobaoSignMethod,
): string {
  const joined = signedString(parameters);
  switch (method) {
    case 'md5':
      return hex(createHash('md5').update(`${secret}${joined}${secret}`, 'utf8'));
    case 'hmac':
      return hex(createHmac('md5', secret).update(joined, 'utf8'));
    case 'hmac-sha256':
      return hex(createHmac('sha256', secret).update(joined, 'utf8'));
    default:
      return unknownMethod(method);
  }
}

/** The string that is digested, before the secret: `app_key12345678fields...v2.0`. */
export function signedString(parameters: Readonly<Record<string, string>>): string {
  return Object.keys(parameters)
    .filter((name) => name !== 'sign' && name !== '' && parameters[name] !== '')
    .sort(byBytes)
    .map((name) => `${name}${parameters[name]}`)
    .join('');
}

export function isTaobaoSignMethod(value: string): value is TaobaoSignMethod {
  return (taobaoSignMethods as readonly string[]).includes(value);
}

// Java's Arrays.sort on the SDK's side compares UTF-16 code units; parameter names are ASCII,
// where that and byte order agree, so a plain comparison is the platform's order.
function byBytes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function hex(digest: { digest(encoding: 'hex'): string }): string {
  return digest.digest('hex').toUpperCase();
}

function unknownMethod(method: never): never {
  throw new RangeError(`Unknown TOP sign_method ${String(method)}`);
}
