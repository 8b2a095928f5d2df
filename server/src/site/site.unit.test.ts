import { describe, expect, it } from 'vitest';
import { domainCountryOf } from './domain-country.js';
import { siteOfHost } from './site.js';

const config = {
  SITE_NAME: 'Pacific Pantry',
  RESELLER_SITE_HOSTS: ['snacks.example.kr', 'reseller.localhost'],
  RESELLER_SITE_NAME: 'Seoul Snack Depot',
};

describe('siteOfHost', () => {
  it('gives site 2 to a reseller host and its language subdomains, whatever the port or case', () => {
    for (const host of ['snacks.example.kr', 'KO.Snacks.Example.KR', 'reseller.localhost:3000']) {
      expect(siteOfHost(host, config)).toEqual({ id: 2, name: 'Seoul Snack Depot' });
    }
  });

  it('gives site 1 to every other host, including look-alikes of a reseller host', () => {
    for (const host of [
      'localhost',
      'ja.localhost',
      'evilsnacks.example.kr',
      'snacks.example.kr.evil.com',
    ]) {
      expect(siteOfHost(host, config)).toEqual({ id: 1, name: 'Pacific Pantry' });
    }
    expect(siteOfHost('snacks.example.kr', { ...config, RESELLER_SITE_HOSTS: [] }).id).toBe(1);
  });
});

describe('domainCountryOf', () => {
  it('takes the host’s first two letters uppercased, LO becoming WW', () => {
    expect(domainCountryOf({ header: undefined, host: 'jp.shop.example' })).toBe('JP');
    expect(domainCountryOf({ header: undefined, host: 'kr.shop.example' })).toBe('KR');
    expect(domainCountryOf({ header: undefined, host: 'localhost' })).toBe('WW');
    expect(domainCountryOf({ header: undefined, host: '127.0.0.1' })).toBe('WW');
  });

  it('prefers a two-letter domainCountry header and ignores anything else in it', () => {
    expect(domainCountryOf({ header: 'kr', host: 'localhost' })).toBe('KR');
    expect(domainCountryOf({ header: 'JP', host: 'cn.shop.example' })).toBe('JP');
    for (const header of ['', 'KOR', '1', "J'"]) {
      expect(domainCountryOf({ header, host: 'cn.shop.example' })).toBe('CN');
    }
  });
});
