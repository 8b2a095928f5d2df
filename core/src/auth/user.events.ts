import type { DomainEvent } from '../decider/decider.js';
import type { Role } from '../event-store/event.js';

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    email: string;
    role: Role;
    displayName: string;
    /** argon2id; the event log projection redacts it. */
    passwordHash: string;
    language: string;
  }
>;

export type UserPasswordChanged = DomainEvent<'UserPasswordChanged', { passwordHash: string }>;

export type UserEvent = UserRegistered | UserPasswordChanged;
