import { Link } from 'react-router';

export { useLoadedUser } from '../account/use-user';

/** The way back to the account hub, above each screen's title. */
export function BackToAccount() {
  return (
    <Link to="/cuenta" className="prefs__back">
      <span className="icon prefs__back-icon" aria-hidden="true" />
      Mi cuenta
    </Link>
  );
}
