import { describe, expect, it } from 'vitest';
import { isBackendUnavailable } from './backend-unavailable.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isBackendUnavailable', () => {
  it('knows a refused or cut connection and a PostgreSQL shutting down or starting', () => {
    expect(isBackendUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isBackendUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(
      isBackendUnavailable(
        withCode('57P01', 'terminating connection due to administrator command'),
      ),
    ).toBe(true);
    expect(isBackendUnavailable(withCode('57P03', 'the database system is starting up'))).toBe(
      true,
    );
    expect(isBackendUnavailable(withCode('08006'))).toBe(true);
    expect(isBackendUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isBackendUnavailable(new Error('wrapped', { cause: withCode('ECONNRESET') }))).toBe(
      true,
    );
  });

  it('leaves every other error a 500', () => {
    expect(isBackendUnavailable(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isBackendUnavailable(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(isBackendUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isBackendUnavailable('ECONNREFUSED')).toBe(false);
    expect(isBackendUnavailable(null)).toBe(false);
  });
});
