import { PageTitle } from '../shared/PageTitle';

/** Placeholder: replaced by the screen's owner. */
export default function PointsScreen() {
  return <PageTitle>Tus puntos</PageTitle>;
}
