export interface MailMessage {
  /** Stable business id (e.g. `order-confirmation-1042`); a resend with it is a no-op. */
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

/** Hands a message over for delivery. Must be idempotent on `message.id`: jobs are retried. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}
