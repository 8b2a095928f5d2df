import { randomBytes } from 'node:crypto';

/** A refusal in TOP's shape; the gateway writes it as `error_response` (HTTP 200, as TOP does). */
export class SimulatedTopError extends Error {
  override readonly name = 'SimulatedTopError';
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly subCode?: string,
    readonly subMsg?: string,
  ) {
    super(`${code} ${msg}${subCode ? ` ${subCode}` : ''}${subMsg ? `: ${subMsg}` : ''}`);
  }

  body(requestId: string) {
    return {
      error_response: {
        code: this.code,
        msg: this.msg,
        ...(this.subCode === undefined ? {} : { sub_code: this.subCode }),
        ...(this.subMsg === undefined ? {} : { sub_msg: this.subMsg }),
        request_id: requestId,
      },
    };
  }
}

/** Like TOP's: a short base-36 id, quoted to support to find a call. */
export function requestId(): string {
  return BigInt(`0x${randomBytes(8).toString('hex')}`)
    .toString(36)
    .slice(0, 13);
}

// The platform's own checks, codes below 100.
export const missingMethod = () => new SimulatedTopError(21, 'Missing method');
export const invalidMethod = (method: string) =>
  new SimulatedTopError(22, 'Invalid method', 'isv.invalid-method', `No API is named ${method}`);
export const invalidFormat = (format: string) =>
  new SimulatedTopError(
    23,
    'Invalid format',
    undefined,
    `The simulator answers format=json only, not ${format}`,
  );
export const missingSignature = () => new SimulatedTopError(24, 'Missing signature');
export const invalidSignature = (detail?: string) =>
  new SimulatedTopError(25, 'Invalid signature', undefined, detail);
export const missingSession = () => new SimulatedTopError(26, 'Missing session');
export const invalidSession = (detail: string) =>
  new SimulatedTopError(27, 'Invalid session', 'invalid-sessionkey', detail);
export const missingAppKey = () => new SimulatedTopError(28, 'Missing app key');
export const invalidAppKey = () => new SimulatedTopError(29, 'Invalid app key');
export const missingTimestamp = () => new SimulatedTopError(30, 'Missing timestamp');
export const invalidTimestamp = (detail: string) =>
  new SimulatedTopError(31, 'Invalid timestamp', undefined, detail);
export const missingVersion = () => new SimulatedTopError(32, 'Missing version');
export const invalidVersion = (version: string) =>
  new SimulatedTopError(33, 'Invalid version', undefined, `v=${version}; TOP speaks 2.0`);
export const missingArgument = (name: string) =>
  new SimulatedTopError(40, `Missing required arguments:${name}`);
export const invalidArgument = (name: string, detail: string) =>
  new SimulatedTopError(41, `Invalid arguments:${name}`, 'isv.invalid-parameter', detail);

/** A business refusal from the service behind the gateway (`isv.*`). */
export const serviceRefusal = (subCode: string, subMsg: string) =>
  new SimulatedTopError(15, 'Remote service error', subCode, subMsg);

export const appCallLimited = (seconds: number) =>
  new SimulatedTopError(
    7,
    'App Call Limited',
    'accesscontrol.limited-by-app-access-count',
    `This ban will last for ${seconds} more seconds`,
  );
export const sessionCallLimited = (seconds: number) =>
  new SimulatedTopError(
    5,
    'Session Call Limited',
    'accesscontrol.limited-by-session-access-count',
    `This ban will last for ${seconds} more seconds`,
  );
/** The platform failing behind the gateway (`isp.*`): nothing the caller did wrong. */
export const serviceUnavailable = () =>
  new SimulatedTopError(
    15,
    'Remote service error',
    'isp.top-remote-connection-timeout',
    'The remote service did not answer in time',
  );

/** A control instruction or sandbox request the simulator cannot follow (HTTP `{ error }`). */
export class SandboxRequestError extends Error {
  override readonly name = 'SandboxRequestError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
