import type { UserEvent } from '@shop/core';
import type { Projection } from './projection.js';

/** Accounts for signing in and for the `users` the server reads. */
export const usersProjection: Projection = {
  name: 'users',
  streams: ['user'],
  tables: ['users'],
  async apply({ trx }, events) {
    for (const recorded of events) {
      const event = recorded as unknown as UserEvent & { metadata: { occurredAt: string } };
      const at = new Date(recorded.metadata.occurredAt);
      switch (event.type) {
        case 'UserRegistered':
          await trx
            .insertInto('users')
            .values({
              id: event.data.userId,
              email: event.data.email,
              role: event.data.role,
              display_name: event.data.displayName,
              password_hash: event.data.passwordHash,
              language: event.data.language,
              created_at: at,
              updated_at: at,
            })
            .execute();
          break;
        case 'UserPasswordChanged':
          await trx
            .updateTable('users')
            .set({ password_hash: event.data.passwordHash, updated_at: at })
            .where('id', '=', recorded.streamName.slice('user-'.length))
            .execute();
          break;
        default:
          break;
      }
    }
  },
};
