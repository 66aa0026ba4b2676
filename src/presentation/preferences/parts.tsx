import { useEffect } from 'react';
import { Link } from 'react-router';
import { useUser } from '../account/use-user';

/** The signed-in user, fetched when a restored session has not fetched it yet. */
export function useLoadedUser(enabled = true) {
  const user = useUser();
  const missing = enabled && user.status === 'idle' && !user.user;
  useEffect(() => {
    if (missing) user.reload().catch(() => undefined);
  }, [missing]);
  return user;
}

/** The way back to the account hub, above each screen's title. */
export function BackToAccount() {
  return (
    <Link to="/cuenta" className="prefs__back">
      <span className="icon prefs__back-icon" aria-hidden="true" />
      Mi cuenta
    </Link>
  );
}
