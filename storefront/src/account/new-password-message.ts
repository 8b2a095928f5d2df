import type { TFunction } from 'i18next';
import { type NewPasswordProblem, passwordLength } from './account-validation';

/** The text for a new password's problem, on the reset and change forms. */
export function newPasswordMessage(t: TFunction, problem: NewPasswordProblem): string {
  switch (problem) {
    case 'tooShort':
      return t('account.passwordTooShort', { min: passwordLength.min });
    case 'tooLong':
      return t('account.passwordTooLong', { max: passwordLength.max });
    case 'differ':
      return t('account.passwordsDiffer');
  }
}
