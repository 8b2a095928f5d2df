import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserIcon } from '../icons/UserIcon';
import { useSignedIn } from './session-store';

/** "Sign in" for a guest, "My account" for a customer. */
export function AccountLink() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <Link
      className="header-action"
      to={signedIn ? '/page/account/dashboard' : '/page/account/login'}
    >
      <UserIcon />
      <span className="header-action__label">
        {signedIn ? t('layout.account') : t('layout.signIn')}
      </span>
    </Link>
  );
}
