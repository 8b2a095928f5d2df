import { randomBytes } from 'node:crypto';
import { SandboxRequestError } from './taobao-simulator-errors.js';

export interface SimulatedSeller {
  readonly nick: string;
  readonly userId: string;
  readonly created: number;
}

/** What the token endpoint answers, before it is written as Taobao's JSON. */
export interface SimulatedGrant {
  readonly accessToken: string;
  readonly expiresIn: number;
  readonly refreshToken: string;
  readonly refreshExpiresIn: number;
  readonly seller: SimulatedSeller;
}

export interface SimulatedSellersOptions {
  readonly now: () => number;
  readonly sessionTtlSeconds: number;
  readonly refreshTtlSeconds: number;
}

/** Taobao's codes are good for a few minutes, and only once. */
const codeTtlMs = 10 * 60_000;

/** A Taobao nickname: 2 to 25 characters, any script, no spaces at either end or control characters. */
export function isNick(nick: string): boolean {
  return /^[^\s\p{Cc}/?#%\\][^\p{Cc}/?#%\\]{0,23}[^\s\p{Cc}/?#%\\]$/u.test(nick);
}

/** Sandbox sellers, the codes they granted, and their sessions, in memory. */
export function createSimulatedSellers(options: SimulatedSellersOptions) {
  const sellers = new Map<string, SimulatedSeller>();
  const codes = new Map<
    string,
    { nick: string; clientId: string; redirectUri: string; expiresAt: number }
  >();
  const sessions = new Map<string, { nick: string; expiresAt: number }>();
  const refreshTokens = new Map<string, { nick: string; expiresAt: number }>();
  let nextUserId = 2_200_000_001;

  function find(nick: string): SimulatedSeller | undefined {
    return sellers.get(nick);
  }

  function get(nick: string): SimulatedSeller {
    const seller = sellers.get(nick);
    if (!seller) throw new SandboxRequestError(404, `There is no sandbox seller named ${nick}.`);
    return seller;
  }

  function grant(seller: SimulatedSeller): SimulatedGrant {
    const now = options.now();
    const accessToken = `6200${randomBytes(20).toString('hex')}`;
    const refreshToken = `6201${randomBytes(20).toString('hex')}`;
    sessions.set(accessToken, {
      nick: seller.nick,
      expiresAt: now + options.sessionTtlSeconds * 1000,
    });
    refreshTokens.set(refreshToken, {
      nick: seller.nick,
      expiresAt: now + options.refreshTtlSeconds * 1000,
    });
    return {
      accessToken,
      expiresIn: options.sessionTtlSeconds,
      refreshToken,
      refreshExpiresIn: options.refreshTtlSeconds,
      seller,
    };
  }

  return {
    find,
    get,
    all: () => [...sellers.values()],

    /** Makes the seller, or returns the one of that nick; `created` tells which. */
    create(nick: string): { seller: SimulatedSeller; created: boolean } {
      if (!isNick(nick)) {
        throw new SandboxRequestError(
          400,
          'A nick has 2 to 25 characters, without control characters, / ? # % \\ or spaces at either end.',
        );
      }
      const existing = sellers.get(nick);
      if (existing) return { seller: existing, created: false };
      const seller = { nick, userId: String(nextUserId++), created: options.now() };
      sellers.set(nick, seller);
      return { seller, created: true };
    },

    /** The seller pressed "Authorize": a one-time code for `clientId` and `redirectUri`. */
    issueCode(nick: string, clientId: string, redirectUri: string): string {
      get(nick);
      const code = randomBytes(16).toString('hex');
      codes.set(code, { nick, clientId, redirectUri, expiresAt: options.now() + codeTtlMs });
      return code;
    },

    /** `undefined` when the code is unknown, spent, expired, or was issued to another app or URI. */
    exchangeCode(code: string, clientId: string, redirectUri: string): SimulatedGrant | undefined {
      const issued = codes.get(code);
      codes.delete(code);
      if (
        !issued ||
        issued.expiresAt <= options.now() ||
        issued.clientId !== clientId ||
        issued.redirectUri !== redirectUri
      ) {
        return undefined;
      }
      return grant(get(issued.nick));
    },

    /** A refresh token works once; the session it was issued with lasts until it expires. */
    refresh(refreshToken: string): SimulatedGrant | undefined {
      const issued = refreshTokens.get(refreshToken);
      refreshTokens.delete(refreshToken);
      if (!issued || issued.expiresAt <= options.now()) return undefined;
      return grant(get(issued.nick));
    },

    /** A session without the browser, for tests. */
    grant: (nick: string) => grant(get(nick)),

    /** The nick a session belongs to, or why it cannot be used. */
    sessionOwner(session: string): { nick: string } | { refused: string } {
      const found = sessions.get(session);
      if (!found) return { refused: 'The session is not known.' };
      if (found.expiresAt <= options.now()) return { refused: 'The session has expired.' };
      return { nick: found.nick };
    },

    /** The seller revoked the app: their sessions and refresh tokens stop working. */
    revoke(nick: string): void {
      get(nick);
      for (const [token, owner] of sessions) if (owner.nick === nick) sessions.delete(token);
      for (const [token, owner] of refreshTokens)
        if (owner.nick === nick) refreshTokens.delete(token);
    },
  };
}

export type SimulatedSellers = ReturnType<typeof createSimulatedSellers>;
