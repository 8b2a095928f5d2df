import type { Logger, UserRow } from '@shop/core';
import type { ReadModelVersions } from '../catalog/catalogue-version.js';

export interface Authentication {
  readonly user: Pick<UserRow, 'id' | 'email' | 'role' | 'display_name' | 'language'>;
  readonly sessionId: string;
  readonly csrfToken: string;
  /** Cookie-authenticated writes need the CSRF header; bearer tokens are never sent by browsers on their own. */
  readonly via: 'bearer' | 'cookie';
}

/** What the middleware chain puts on `ctx.state`. */
export interface AppState {
  requestId: string;
  log: Logger;
  auth: Authentication | null;
  /** Set on catalogue GETs: the version the answer is computed at (`catalog/catalogue-etag.middleware.ts`). */
  catalogueVersion?: string;
  /** Set with it: whether some product row still holds a sale past its end. */
  salesEnded?: boolean;
  /** The read models' versions, once read for this request (a later middleware reuses them). */
  versions?: ReadModelVersions;
}
