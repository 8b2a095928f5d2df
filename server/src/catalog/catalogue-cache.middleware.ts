import { randomBytes } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AppState } from '../http/app-state.js';
import {
  type AnswerEncoding,
  acceptedEncoding,
  compressAnswer,
  compressFromBytes,
} from './answer-encodings.js';
import type { ReadModelVersionSource } from './catalogue-version.js';
import { VersionedCache } from './versioned-cache.js';

// A new process may render answers differently (texts, currency rates in code): its ETags differ.
const processTag = randomBytes(4).toString('hex');

interface ReadyAnswer {
  /** The JSON, encoded once: a busy catalogue sends the same bytes many times. */
  readonly json: Buffer;
  /** The route's pattern, for the request metrics (as the router would have named it). */
  readonly route: string | undefined;
  /** Its compressed copies, each made once, when a client first takes that encoding. */
  readonly encoded: Map<AnswerEncoding, Buffer>;
  readonly compressing: Set<AnswerEncoding>;
}

/** What a kept answer is sent as: its bytes and their encoding (null: the JSON as it is). */
interface AnswerBody {
  readonly body: Buffer;
  readonly encoding: AnswerEncoding | null;
}

/**
 * The catalogue answers of one catalogue version, by URL: the JSON of each 200 (null for any
 * other status, not kept), computed once however many ask at once, and the finished ones
 * readable at once for the fast path. The finished ones are kept up to `maxBytes` in all (and
 * `capacity` URLs), the least recently finished dropped first: odd query strings cannot make the
 * server hold more than that.
 */
export class CatalogueAnswers {
  /** Answers being computed (and the last few finished), so concurrent askers share one. */
  readonly #computing = new VersionedCache<Buffer | null>(500, 'answers');
  #readyVersion: string | null = null;
  readonly #ready = new Map<string, ReadyAnswer>();
  #readyBytes = 0;

  constructor(
    private readonly capacity = 5000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /** The answer for `url` at `version`, computed once; `route` names its route's pattern. */
  get(version: string, url: string, route: unknown, compute: () => Promise<string | null>) {
    const answer = this.#computing.get(version, url, async () => {
      const json = await compute();
      return json === null ? null : Buffer.from(json);
    });
    void answer.then(
      (json) => {
        if (json === null || !this.#computing.has(version, url)) return;
        this.#keep(version, url, {
          json,
          route: typeof route === 'string' ? route : undefined,
          encoded: new Map(),
          compressing: new Set(),
        });
      },
      () => {},
    );
    return answer;
  }

  /** Whether a finished answer for `url` is kept, at whichever version it was made. */
  mayHave(url: string): boolean {
    return this.#ready.has(url);
  }

  /** The finished answer for `url` at `version`, if one is kept. */
  ready(version: string, url: string): ReadyAnswer | undefined {
    return this.#readyVersion === version ? this.#ready.get(url) : undefined;
  }

  /**
   * What to send a client that takes `encoding`: the compressed copy once it is made, and the
   * JSON as it is until then, the first such ask starting the copy (off the event loop). Small
   * answers always go as they are. The copies count towards the bytes kept.
   */
  bodyFor(url: string, answer: ReadyAnswer, encoding: AnswerEncoding | null): AnswerBody {
    const plain = { body: answer.json, encoding: null };
    if (encoding === null || answer.json.length < compressFromBytes) return plain;
    const copy = answer.encoded.get(encoding);
    if (copy) return { body: copy, encoding };
    if (!answer.compressing.has(encoding)) {
      answer.compressing.add(encoding);
      compressAnswer(answer.json, encoding).then(
        (compressed) => {
          if (this.#ready.get(url) !== answer) return;
          answer.encoded.set(encoding, compressed);
          this.#readyBytes += compressed.length;
          this.#trim();
        },
        () => {
          // Not compressed: it goes as it is, as small answers do.
        },
      );
    }
    return plain;
  }

  #keep(version: string, url: string, answer: ReadyAnswer): void {
    if (this.#readyVersion !== version) {
      this.#ready.clear();
      this.#readyBytes = 0;
      this.#readyVersion = version;
    }
    this.#forget(url);
    this.#ready.set(url, answer);
    this.#readyBytes += answer.json.length;
    this.#trim();
  }

  /** Drops the oldest finished answers while more than allowed are kept. */
  #trim(): void {
    // The oldest finished first: a URL asked again is computed (once) and kept anew.
    while (this.#ready.size > this.capacity || this.#readyBytes > this.maxBytes) {
      const oldest = this.#ready.keys().next().value;
      if (oldest === undefined) break;
      this.#forget(oldest);
    }
  }

  #forget(url: string): void {
    const kept = this.#ready.get(url);
    if (!kept) return;
    this.#ready.delete(url);
    this.#readyBytes -= kept.json.length;
    for (const copy of kept.encoded.values()) this.#readyBytes -= copy.length;
  }
}

/**
 * Catalogue GETs computed once per catalogue version. A browser that holds the answer made at
 * the current version gets `304 Not Modified`; any other caller of the same URL gets the JSON
 * kept from the first answer at this version. The version read is handed on in
 * `ctx.state.catalogueVersion` (and whether a sale has passed its end in `ctx.state.salesEnded`),
 * so the routes' own caches key on the same one.
 */
export function catalogueCache(
  versions: ReadModelVersionSource,
  answers: CatalogueAnswers,
): Middleware<AppState> {
  return async function catalogueCacheMiddleware(ctx, next) {
    // One version query for all the requests that arrive while one is in flight (or the one the
    // fast path read for this request already).
    const { catalogue: version, salesEnded } = ctx.state.versions ?? (await versions.read());
    const etag = etagOf(version);
    ctx.state.catalogueVersion = version;
    ctx.state.salesEnded = salesEnded;
    if (answerNotModified(ctx, etag)) return;
    const route = (ctx as { _matchedRoute?: unknown })._matchedRoute;
    const json = await answers.get(version, ctx.url, route, async () => {
      await next();
      return ctx.status === 200 ? JSON.stringify(ctx.body) : null;
    });
    if (json === null) {
      // Not kept (not a 200): this request computed its own answer, or computes it now.
      if (ctx.body === undefined) await next();
      return;
    }
    // Kept by now (see `get`): sent compressed once a copy is made.
    const ready = answers.ready(version, ctx.url);
    answerWith(
      ctx,
      etag,
      ready
        ? answers.bodyFor(ctx.url, ready, acceptedEncoding(ctx))
        : { body: json, encoding: null },
    );
  };
}

/**
 * Answers a catalogue GET whose answer at the current version is kept, before the rest of the
 * middleware (apps, body parser, sessions, routers): a busy storefront's repeated catalogue
 * calls cost a version read shared with every concurrent request and the response's headers
 * (`headers`: the security headers every answer carries). Anything else goes on as before.
 */
export function catalogueFastPath(
  versions: ReadModelVersionSource,
  answers: CatalogueAnswers,
  headers: Middleware,
): Middleware<AppState> {
  const none = async () => {};
  return async function catalogueFastPathMiddleware(ctx, next) {
    if (ctx.method !== 'GET' || !answers.mayHave(ctx.url)) return next();
    const read = await versions.read();
    ctx.state.versions = read;
    const etag = etagOf(read.catalogue);
    const answer = answers.ready(read.catalogue, ctx.url);
    if (answer === undefined) return next();
    (ctx as { _matchedRoute?: string })._matchedRoute = answer.route;
    await headers(ctx, none);
    if (answerNotModified(ctx, etag)) return;
    answerWith(ctx, etag, answers.bodyFor(ctx.url, answer, acceptedEncoding(ctx)));
  };
}

const etagOf = (version: string) => `W/"${processTag}-${version}"`;

type Answered = {
  get(field: string): string;
  set(field: string, value: string): void;
  vary(field: string): void;
  status: number;
  type: string;
  body: unknown;
};

/** A 304 when the browser holds the answer of this version (weak: whichever encoding). */
function answerNotModified(ctx: Answered, etag: string): boolean {
  if (
    !ctx
      .get('If-None-Match')
      .split(',')
      .some((tag) => tag.trim() === etag)
  )
    return false;
  ctx.status = 304;
  tagWith(ctx, etag);
  return true;
}

function answerWith(ctx: Answered, etag: string, { body, encoding }: AnswerBody) {
  tagWith(ctx, etag);
  ctx.type = 'application/json';
  if (encoding) ctx.set('Content-Encoding', encoding);
  ctx.body = body;
}

/**
 * Browsers keep the answer but ask each time whether it still holds; caches keep one copy per
 * encoding.
 */
function tagWith(ctx: Answered, etag: string) {
  ctx.set('ETag', etag);
  ctx.set('Cache-Control', 'no-cache');
  ctx.vary('Accept-Encoding');
}
