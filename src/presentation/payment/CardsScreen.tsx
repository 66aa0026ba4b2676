import { PageTitle } from '../shared/PageTitle';

/** Placeholder: replaced by the screen's owner. */
export default function CardsScreen() {
  return <PageTitle>Tus tarjetas</PageTitle>;
}
