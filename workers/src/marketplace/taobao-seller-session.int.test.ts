import {
  aggregateState,
  shopCommands,
  taobaoAccountDecider,
  taobaoAccountStream,
  taobaoSessionContext,
} from '@shop/core';
import { UnrecoverableError } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { createListingSync } from '../jobs/taobao-listing-sync.processor.js';
import {
  sellerSessions,
  sessionRenewAheadMs,
  TaobaoSessionRenewed,
} from './taobao-seller-session.js';
import {
  insertProducts,
  linkSandboxSeller,
  taobaoTestWorld,
  testCipher,
  testMetadata,
} from './taobao-sync-test-kit.js';

const hour = 60 * 60 * 1000;

/**
 * Sellers' sessions against the TOP simulator on a clock of the test's own: renewed with the
 * refresh token before they end, renewed once when Taobao refuses them, and given up (the seller
 * links again) when the refresh token is refused too or a renewed session is refused again.
 */
describe('Taobao seller sessions', () => {
  let clock = Date.now();
  const now = () => clock;
  // Sessions last an hour, refresh tokens a month.
  const world = taobaoTestWorld({ poolSize: 8, simulator: { now, sessionTtlSeconds: 3600 } });
  const dependencies = () => world.dependencies();

  const account = (sellerId: string) =>
    aggregateState(world.store, taobaoAccountStream(sellerId), taobaoAccountDecider);

  async function refreshes(sellerId: string) {
    const events = await world.store.readStream(taobaoAccountStream(sellerId));
    return events.filter((event) => event.type === 'TaobaoSessionRefreshed');
  }

  /** Links with the simulator's clock (the test kit dates the expiry by the machine's). */
  async function link(sellerId: string, nick: string) {
    await linkSandboxSeller(world.served, shopCommands(world.store), sellerId, nick);
    const linked = await account(sellerId);
    expect(linked.link).toBe('linked');
  }

  it('renews a session about to end before using it, once however many jobs open it at once', async () => {
    const sellerId = 'session-seller-1';
    const nick = 'session-shop-1';
    clock = Date.now();
    await link(sellerId, nick);
    const sessions = sellerSessions(dependencies());
    const fresh = await sessions.open(sellerId, testMetadata);
    expect(fresh?.account.sealedSession).toEqual((await account(sellerId)).sealedSession);
    expect(await refreshes(sellerId)).toHaveLength(0);

    // Within the renewal margin of the hour: three jobs open it side by side.
    clock += hour - sessionRenewAheadMs + 60_000;
    const opened = await Promise.all([1, 2, 3].map(() => sessions.open(sellerId, testMetadata)));
    const renewals = await refreshes(sellerId);
    expect(renewals).toHaveLength(1);
    expect(renewals[0]?.data).toMatchObject({ reason: 'expiring' });
    const renewed = await account(sellerId);
    expect(Date.parse(renewed.sessionExpiresAt ?? '')).toBe(clock + hour);
    for (const one of opened) {
      expect(one?.account.sealedSession).toEqual(renewed.sealedSession);
    }
    // Past the old session's end, the renewed one works.
    clock += sessionRenewAheadMs;
    await expect(opened[0]?.shop.onsaleItems()).resolves.toMatchObject({ items: [] });
  });

  it('renews a session Taobao refuses once, and the sync goes on with the new one', async () => {
    const sellerId = 'session-seller-2';
    const nick = 'session-shop-2';
    clock = Date.now();
    await insertProducts(world.db, [
      { id: 7001, category: 'gums', chargedCents: 500, available: 4 },
    ]);
    await link(sellerId, nick);
    const commands = shopCommands(world.store);
    await commands.taobaoAccount(
      sellerId,
      { type: 'ChangeSettings', categories: ['gums'], markupPercent: 0, markupFixedFen: 0 },
      testMetadata,
    );
    // Taobao ends the session before the time it gave (the seller changed their password).
    world.served.simulator.revokeSessions(nick);
    const grant = world.served.simulator.grantSession(nick);
    await commands.taobaoAccount(
      sellerId,
      {
        type: 'RefreshSession',
        sealedSession: testCipher.seal('not-a-session', taobaoSessionContext(sellerId, 'session')),
        sessionExpiresAt: new Date(clock + hour).toISOString(),
        sealedRefreshToken: testCipher.seal(
          grant.refreshToken,
          taobaoSessionContext(sellerId, 'refreshToken'),
        ),
        refreshExpiresAt: new Date(clock + 30 * 24 * hour).toISOString(),
        reason: 'expiring',
      },
      testMetadata,
    );

    const sync = createListingSync(dependencies());
    await expect(sync(sellerId, testMetadata)).rejects.toBeInstanceOf(TaobaoSessionRenewed);
    const renewals = await refreshes(sellerId);
    expect(renewals.at(-1)?.data).toMatchObject({ reason: 'refused' });
    expect((await account(sellerId)).link).toBe('linked');

    // The job's next try lists the product under the renewed session.
    await sync(sellerId, testMetadata);
    expect(world.served.simulator.items(nick).map((item) => item.outer_id)).toEqual(['7001']);
    expect((await account(sellerId)).renewedAfterRefusal).toBe(true);
  });

  it('asks the seller to link again when a renewed session is refused too, without renewing twice', async () => {
    const sellerId = 'session-seller-3';
    const nick = 'session-shop-3';
    clock = Date.now();
    await link(sellerId, nick);
    const commands = shopCommands(world.store);
    const grant = world.served.simulator.grantSession(nick);
    // The session in use came from a renewal after a refusal, and Taobao refuses it as well.
    await commands.taobaoAccount(
      sellerId,
      {
        type: 'RefreshSession',
        sealedSession: testCipher.seal('refused-again', taobaoSessionContext(sellerId, 'session')),
        sessionExpiresAt: new Date(clock + hour).toISOString(),
        sealedRefreshToken: testCipher.seal(
          grant.refreshToken,
          taobaoSessionContext(sellerId, 'refreshToken'),
        ),
        refreshExpiresAt: new Date(clock + 30 * 24 * hour).toISOString(),
        reason: 'refused',
      },
      testMetadata,
    );
    const sync = createListingSync(dependencies());
    await expect(sync(sellerId, testMetadata)).rejects.toBeInstanceOf(UnrecoverableError);
    const lost = await account(sellerId);
    expect(lost.link).toBe('session-lost');
    expect(await refreshes(sellerId)).toHaveLength(1);
    // The refresh token was not spent: no renewal was tried.
    await expect(world.served.client().refreshSession(grant.refreshToken)).resolves.toMatchObject({
      nick,
    });
  });

  it('asks the seller to link again when Taobao refuses the refresh token as well', async () => {
    const sellerId = 'session-seller-4';
    const nick = 'session-shop-4';
    clock = Date.now();
    await link(sellerId, nick);
    // The seller revoked the app on Taobao: session and refresh token both stop working.
    world.served.simulator.revokeSessions(nick);
    const sync = createListingSync(dependencies());
    await expect(sync(sellerId, testMetadata)).rejects.toBeInstanceOf(UnrecoverableError);
    expect((await account(sellerId)).link).toBe('session-lost');
    expect(await refreshes(sellerId)).toHaveLength(0);
  });
});
