import { describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, loadConfig, refuseSimulatorInProduction } from './config.js';

describe('configuration', () => {
  it('falls back to the embedded defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv/shop');
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('/srv/shop/.data');
    expect(describeConfig(config).join('\n')).toMatch(
      /embedded PostgreSQL[\s\S]*events table[\s\S]*PostgreSQL backend/,
    );
    expect(describeConfig(config)).toContain(
      'taobao: the TOP simulator and sandbox at /sandbox/taobao (nothing reaches Taobao)',
    );
  });

  it('names the external services in use without their passwords', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://shop:secret@db:5432/shop',
      EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false',
      REDIS_URL: 'redis://redis:6379',
      PORT: '8080',
      TAOBAO_API_URL: 'https://eco.taobao.com/router/rest',
      TAOBAO_APP_KEY: '12345678',
      TAOBAO_APP_SECRET: 'taobao-secret',
    });
    expect(config.PORT).toBe(8080);
    const lines = describeConfig(config).join('\n');
    expect(lines).toContain('postgres://shop:***@db:5432/shop');
    expect(lines).not.toContain('secret');
    expect(lines).toContain('EventStoreDB at esdb://eventstore:2113');
    expect(lines).toContain('Redis at redis://redis:6379');
    expect(lines).toContain(
      'taobao: TOP at https://eco.taobao.com/router/rest, OAuth at https://oauth.taobao.com',
    );
    expect(lines).not.toContain('taobao-secret');
  });

  it('makes cookies Secure in production unless told otherwise', () => {
    expect(loadConfig({}).COOKIE_SECURE).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).COOKIE_SECURE).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(
      false,
    );
  });

  it('refuses a simulator in production unless it is allowed explicitly', () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(() => refuseSimulatorInProduction(production, 'PayPal', 'PAYPAL_API_URL')).toThrow(
      /PAYPAL_API_URL/,
    );
    const allowed = loadConfig({ NODE_ENV: 'production', ALLOW_SIMULATORS: 'true' });
    expect(() => refuseSimulatorInProduction(allowed, 'PayPal', 'PAYPAL_API_URL')).not.toThrow();
    expect(() =>
      refuseSimulatorInProduction(loadConfig({}), 'PayPal', 'PAYPAL_API_URL'),
    ).not.toThrow();
  });

  it('refuses invalid values with a message naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrowError(
      ConfigError,
    );
    expect(() => loadConfig({ PORT: 'eighty' })).toThrowError(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x/y' })).toThrowError(/DATABASE_URL/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });
});
