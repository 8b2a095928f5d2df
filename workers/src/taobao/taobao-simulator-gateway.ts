import { setTimeout as sleep } from 'node:timers/promises';
import { responseKey, topVersion } from './taobao-protocol.js';
import { isTaobaoSignMethod, signTopRequest } from './taobao-signature.js';
import {
  appCallLimited,
  invalidAppKey,
  invalidFormat,
  invalidMethod,
  invalidSession,
  invalidSignature,
  invalidTimestamp,
  invalidVersion,
  missingAppKey,
  missingMethod,
  missingSession,
  missingSignature,
  missingTimestamp,
  missingVersion,
  requestId,
  SimulatedTopError,
  serviceUnavailable,
  sessionCallLimited,
} from './taobao-simulator-errors.js';
import type { DrawnFault, SimulatedFaults } from './taobao-simulator-faults.js';
import type { SimulatedMethod } from './taobao-simulator-methods.js';
import { simplified } from './taobao-simulator-representation.js';
import type { SimulatedSellers } from './taobao-simulator-sellers.js';
import { parseTopTimestamp } from './taobao-timestamp.js';

/** The platform's quotas in the simulator, per second; unset means no limit. */
export interface SimulatedRateLimits {
  readonly appCallsPerSecond?: number | undefined;
  readonly sellerCallsPerSecond?: number | undefined;
}

/** One call that reached the gateway, for tests to count and time. */
export interface SimulatedCall {
  readonly method: string;
  readonly nick: string | undefined;
  /** Milliseconds since the epoch (the simulator's clock). */
  readonly at: number;
  /** `ok`: answered; `refused`: an `error_response` of the platform or service; `fault`: injected. */
  readonly outcome: 'ok' | 'refused' | 'fault';
  /** The call changed something (a write that succeeded, or failed after its effect). */
  readonly applied: boolean;
  readonly code?: number | undefined;
  readonly fault?: DrawnFault['kind'] | undefined;
}

export interface GatewayAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

export interface GatewayOptions {
  readonly appKey: string;
  readonly appSecret: string;
  readonly now: () => number;
  /** How far a request's `timestamp` may be from the simulator's clock. */
  readonly maxSkewMs: number;
  readonly sellers: SimulatedSellers;
  readonly methods: Readonly<Record<string, SimulatedMethod>>;
  readonly faults: SimulatedFaults;
  readonly rateLimits: () => SimulatedRateLimits;
  readonly record: (call: SimulatedCall) => void;
}

/**
 * `router/rest`: checks a call as TOP does (app key, signature, timestamp, version, format,
 * method, session, quotas), draws its fault if any, and answers with the method's
 * `<method>_response`, or `error_response`, in an HTTP 200 as TOP does.
 */
export function createSimulatedGateway(options: GatewayOptions) {
  const windows = new Map<string, { second: number; count: number }>();

  /** Counts a call in its one-second window; true when the quota for that second is spent. */
  function overQuota(key: string, limit: number | undefined): boolean {
    if (limit === undefined) return false;
    const second = Math.floor(options.now() / 1000);
    const window = windows.get(key);
    if (!window || window.second !== second) {
      windows.set(key, { second, count: 1 });
      return limit < 1;
    }
    window.count += 1;
    return window.count > limit;
  }

  function checkCommon(p: Readonly<Record<string, string>>, method: string): void {
    if (!p.app_key) throw missingAppKey();
    if (p.app_key !== options.appKey) throw invalidAppKey();
    if (!p.sign) throw missingSignature();
    const signMethod = p.sign_method ?? 'md5';
    if (!isTaobaoSignMethod(signMethod)) {
      throw invalidSignature(`sign_method is md5, hmac or hmac-sha256, not ${signMethod}`);
    }
    if (p.sign.toUpperCase() !== signTopRequest(p, options.appSecret, signMethod)) {
      throw invalidSignature(`The signature of ${method} does not match its parameters`);
    }
    if (!p.timestamp) throw missingTimestamp();
    const sent = parseTopTimestamp(p.timestamp);
    if (!sent) throw invalidTimestamp(`${p.timestamp} is not yyyy-MM-dd HH:mm:ss (GMT+8)`);
    const skew = sent.getTime() - options.now();
    if (Math.abs(skew) > options.maxSkewMs) {
      throw invalidTimestamp(
        `The timestamp is ${Math.round(skew / 1000)} s off the platform's clock; at most ${
          options.maxSkewMs / 1000
        } s are allowed`,
      );
    }
    if (!p.v) throw missingVersion();
    if (p.v !== topVersion) throw invalidVersion(p.v);
    const format = p.format ?? 'xml';
    if (format !== 'json') throw invalidFormat(format);
  }

  return async function answer(p: Readonly<Record<string, string>>): Promise<GatewayAnswer> {
    const id = requestId();
    const method = p.method ?? '';
    const simplify = p.simplify === 'true';
    let nick: string | undefined;
    let fault: DrawnFault | undefined;
    let applied = false;
    const finish = (outcome: SimulatedCall['outcome'], extra: Partial<SimulatedCall> = {}) =>
      options.record({ method, nick, at: options.now(), outcome, applied, ...extra });

    const latency = options.faults.latencyMs(method);
    if (latency > 0) await sleep(latency);
    try {
      if (!method) throw missingMethod();
      checkCommon(p, method);
      const handler = options.methods[method];
      if (!handler) throw invalidMethod(method);
      if (handler.needsSession) {
        if (!p.session) throw missingSession();
        const owner = options.sellers.sessionOwner(p.session);
        if ('refused' in owner) throw invalidSession(owner.refused);
        nick = owner.nick;
      }
      const limits = options.rateLimits();
      if (overQuota('app', limits.appCallsPerSecond)) throw appCallLimited(1);
      if (nick !== undefined && overQuota(`seller ${nick}`, limits.sellerCallsPerSecond)) {
        throw sessionCallLimited(1);
      }

      fault = options.faults.draw(method, handler.write);
      if (fault && !fault.afterEffect) {
        finish('fault', { fault: fault.kind });
        return faultAnswer(fault, method, id, undefined);
      }
      const body = { ...handler.handle({ parameters: p, nick: nick ?? '' }), request_id: id };
      applied = handler.write;
      const text = JSON.stringify(simplify ? simplified(body) : { [responseKey(method)]: body });
      if (fault) {
        finish('fault', { fault: fault.kind });
        return faultAnswer(fault, method, id, text);
      }
      finish('ok');
      return json(text);
    } catch (error) {
      if (!(error instanceof SimulatedTopError)) throw error;
      finish('refused', { code: error.code });
      return json(JSON.stringify(error.body(id)));
    }
  };
}

function json(body: string): GatewayAnswer {
  return { status: 200, contentType: 'application/json;charset=utf-8', body };
}

/** What a client sees of a fault; `answered` is the real answer when the call took effect. */
function faultAnswer(
  fault: DrawnFault,
  method: string,
  id: string,
  answered: string | undefined,
): GatewayAnswer {
  switch (fault.kind) {
    case 'http-5xx':
      return {
        status: 502,
        contentType: 'text/html',
        body: '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>Tengine</center>\r\n</body>\r\n</html>\r\n',
      };
    case 'isp':
      return json(JSON.stringify(serviceUnavailable().body(id)));
    case 'rate-limit':
      return json(JSON.stringify(appCallLimited(1).body(id)));
    case 'malformed': {
      const whole = answered ?? JSON.stringify({ [responseKey(method)]: { request_id: id } });
      return json(whole.slice(0, Math.max(1, Math.floor(whole.length / 2))));
    }
  }
}
