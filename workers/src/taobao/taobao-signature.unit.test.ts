import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedString, signTopRequest } from './taobao-signature.js';

describe('signTopRequest', () => {
  // TOP's "API调用方法详解" (open.taobao.com docId 101617, mirrored at
  // api.1688.com/doc2/detail.htm?articleId=101617): taobao.item.seller.get, secret "helloworld".
  const documented = {
    method: 'taobao.item.seller.get',
    app_key: '12345678',
    session: 'test',
    timestamp: '2016-01-01 12:00:00',
    format: 'json',
    v: '2.0',
    sign_method: 'md5',
    fields: 'num_iid,title,nick,price,num',
    num_iid: '11223344',
  };

  it("signs the platform's worked md5 example", () => {
    expect(signedString(documented)).toBe(
      'app_key12345678fieldsnum_iid,title,nick,price,numformatjsonmethodtaobao.item.seller.getnum_iid11223344sessiontestsign_methodmd5timestamp2016-01-01 12:00:00v2.0',
    );
    expect(signTopRequest(documented, 'helloworld', 'md5')).toBe(
      '66987CB115214E59E6EC978214934FB8',
    );
  });

  it('signs the platform\'s older worked example (taobao.user.seller.get, secret "test")', () => {
    // The example of TOP's earlier call documentation: format xml, fields nick.
    const older = {
      method: 'taobao.user.seller.get',
      timestamp: '2013-05-06 13:52:03',
      format: 'xml',
      app_key: 'test',
      v: '2.0',
      fields: 'nick',
      sign_method: 'md5',
      session: 'test',
    };
    expect(signTopRequest(older, 'test', 'md5')).toBe('72CB4D809B375A54502C09360D879C64');
  });

  it("sorts as the documentation's example does: bar, foo, foo_bar, foobar", () => {
    expect(signedString({ foo: '1', bar: '2', foo_bar: '3', foobar: '4' })).toBe(
      'bar2foo1foo_bar3foobar4',
    );
  });

  it('leaves out sign itself and empty values, as the SDKs do', () => {
    const withExtras = { ...documented, sign: 'ANYTHING', partner_id: '' };
    expect(signTopRequest(withExtras, 'helloworld', 'md5')).toBe(
      '66987CB115214E59E6EC978214934FB8',
    );
  });

  // TOP documents hmac as HMAC-MD5 and hmac-sha256 as HMAC-SHA256 of the same string, keyed by
  // the secret (no secret around it), without a worked value: the RFCs' vectors stand in, with
  // parameters that concatenate to their message "Hi There".
  it('is HMAC-MD5 for hmac (RFC 2202, test case 1)', () => {
    expect(signTopRequest({ Hi: ' There' }, '\x0b'.repeat(16), 'hmac')).toBe(
      '9294727A3638BB1C13F48EF8158BFC9D',
    );
  });

  it('is HMAC-SHA256 for hmac-sha256 (RFC 4231, test case 1)', () => {
    expect(signTopRequest({ Hi: ' There' }, '\x0b'.repeat(20), 'hmac-sha256')).toBe(
      'B0344C61D8DB38535CA8AFCEAF0BF12B881DC200C9833DA726E9376C2E32CFF7',
    );
  });

  it('digests the UTF-8 bytes of Chinese values', () => {
    const utf8 = Buffer.from('stitle抹茶s', 'utf8');
    expect(utf8).toHaveLength(13);
    expect(signTopRequest({ title: '抹茶' }, 's', 'md5')).toBe(
      createHash('md5').update(utf8).digest('hex').toUpperCase(),
    );
  });
});
