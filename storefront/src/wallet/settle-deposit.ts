import { showError } from '../feedback/toasts';
import { type DepositOutcome, depositRefusal } from './deposit-return';
import { captureDeposit } from './wallet-api';

const settled = new Map<string, Promise<DepositOutcome>>();

/**
 * Captures a top-up once per return from PayPal, even when React runs the effect twice; a
 * refusal is forgotten, so that a return after approving again captures again.
 */
export function settleDeposit(depositId: string): Promise<DepositOutcome> {
  let outcome = settled.get(depositId);
  if (!outcome) {
    outcome = captureDeposit(depositId).then(
      (deposit): DepositOutcome =>
        deposit.status === 'completed'
          ? { kind: 'completed', amount: deposit.amount ?? 0 }
          : { kind: 'failed' },
      (error: unknown) => {
        settled.delete(depositId);
        const refusal = depositRefusal(error);
        if (refusal.kind === 'failed') showError(error);
        return refusal;
      },
    );
    settled.set(depositId, outcome);
  }
  return outcome;
}
