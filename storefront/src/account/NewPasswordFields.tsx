import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/TextField';
import { type NewPasswordProblem, passwordLength } from './account-validation';
import { newPasswordMessage } from './new-password-message';

/** A new password and its repetition, with the rule and what is wrong with them. */
export function NewPasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  problem,
  name = 'password',
}: {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  problem: NewPasswordProblem | null | undefined;
  /** The form field name of the new password. */
  name?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('account.newPassword')}
        name={name}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        hint={t('account.passwordRule', passwordLength)}
        error={problem && problem !== 'differ' ? newPasswordMessage(t, problem) : undefined}
        maxLength={passwordLength.max}
      />
      <TextField
        label={t('account.confirmPassword')}
        name="confirmation"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={onConfirmation}
        error={problem === 'differ' ? newPasswordMessage(t, problem) : undefined}
        maxLength={passwordLength.max}
      />
    </>
  );
}
