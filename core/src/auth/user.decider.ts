import { createHash } from 'node:crypto';
import type { Decider } from '../decider/decider.js';
import { DomainError } from '../decider/decider.js';
import type { Role } from '../event-store/event.js';
import type { UserEvent, UserRegistered } from './user.events.js';

export type UserCommand =
  | ({ type: 'RegisterUser' } & UserRegistered['data'])
  | { type: 'ChangePassword'; passwordHash: string };

export type UserState =
  | { status: 'unregistered' }
  | { status: 'registered'; userId: string; email: string; role: Role };

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: { status: 'unregistered' },
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return {
          status: 'registered',
          userId: event.data.userId,
          email: event.data.email,
          role: event.data.role,
        };
      case 'UserPasswordChanged':
        return state;
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.status === 'registered') {
          throw new DomainError(
            'email_taken',
            'An account with this e-mail address already exists.',
          );
        }
        const { type: _type, ...data } = command;
        return [{ type: 'UserRegistered', data: { ...data, email: normalizeEmail(data.email) } }];
      }
      case 'ChangePassword':
        if (state.status !== 'registered') {
          throw new DomainError('user_not_found', 'There is no such account.');
        }
        return [{ type: 'UserPasswordChanged', data: { passwordHash: command.passwordHash } }];
      default:
        return assertNever(command);
    }
  },
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A user's id follows from the e-mail address, so that registering the same address twice
 * lands on one stream and optimistic concurrency refuses the second.
 */
export function userIdForEmail(email: string): string {
  const hex = createHash('sha256')
    .update(`shop-user:${normalizeEmail(email)}`)
    .digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

export function userStream(userId: string): string {
  return `user-${userId}`;
}

function assertNever(value: never): never {
  throw new Error(`Unhandled: ${JSON.stringify(value)}`);
}
