/** The staff account the bench's shop is started with (`running-shop.ts`). */
export const benchStaff = { email: 'staff@shop.localhost', password: 'bench staff password' };

/** The few API calls the bench makes to set a run up, over plain fetch. */
export function shopClient(baseUrl: string) {
  let staffToken: Promise<string> | null = null;
  async function json(path: string, init?: RequestInit): Promise<unknown> {
    const response = await fetch(`${baseUrl}${path}`, init);
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
    return response.json();
  }
  async function signIn(email: string, password: string): Promise<string> {
    const answer = (await json('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })) as { token: string };
    return answer.token;
  }
  async function staffAuthorization(): Promise<string> {
    staffToken ??= signIn(benchStaff.email, benchStaff.password);
    return `Bearer ${await staffToken}`;
  }
  return {
    /** Registers `count` customers, signs each in, and returns their bearer tokens. */
    async registerCustomers(prefix: string, count: number): Promise<string[]> {
      const tokens: string[] = [];
      for (let index = 0; index < count; index++) {
        const credentials = {
          email: `${prefix}-${index}@bench.localhost`,
          password: 'bench password 1',
        };
        await json('/api/auth/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...credentials, displayName: `Bench ${index}` }),
        });
        const answer = (await json('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(credentials),
        })) as { token: string };
        tokens.push(answer.token);
      }
      return tokens;
    },
    /** Resolves when every projection and the workflows have applied every event. */
    async projectionsIdle(timeoutMs = 600_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      let lastError: unknown = null;
      // The lags are for staff only.
      const authorization = await staffAuthorization();
      while (Date.now() < deadline) {
        try {
          const health = (await json('/api/admin/health', { headers: { authorization } })) as {
            projections: { lag: number }[];
          };
          if (health.projections.every(({ lag }) => lag === 0)) return;
        } catch (error) {
          // A busy server may fail a health check now and then; only a lasting failure counts.
          lastError = error;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`The projections did not catch up. ${String(lastError ?? '')}`);
    },
    /** The shop's Prometheus metrics, as text (staff only). */
    async metricsText(): Promise<string> {
      const response = await fetch(`${baseUrl}/metrics`, {
        headers: { authorization: await staffAuthorization() },
      });
      if (!response.ok) throw new Error(`/metrics: HTTP ${response.status}`);
      return response.text();
    },
    /** The catalogue's ETag as the shop answers it now. */
    async catalogueTag(): Promise<string> {
      const response = await fetch(`${baseUrl}/api/products?pageSize=1`);
      await response.arrayBuffer();
      return response.headers.get('etag') ?? '';
    },
    /**
     * Resolves once the shop answers the catalogue at another version than `tag`: it learns of
     * a version moved by another process from PostgreSQL's announcement, a moment after the
     * commit (server/src/catalog/watched-versions.ts; 7 to 10 ms here, polled every 5 ms).
     */
    async catalogueMovedFrom(tag: string, timeoutMs = 5_000): Promise<void> {
      const started = performance.now();
      while (performance.now() - started < timeoutMs) {
        if ((await this.catalogueTag()) !== tag) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      throw new Error(`The shop still answered the catalogue at ${tag} after ${timeoutMs} ms`);
    },
    /** The total a list answers, to check that it stays exact. */
    async listTotal(query: string): Promise<number> {
      return ((await json(`/api/products?${query}`)) as { total: number }).total;
    },
  };
}
