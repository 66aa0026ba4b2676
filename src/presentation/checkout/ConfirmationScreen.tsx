import { PageTitle } from '../shared/PageTitle';

/** Placeholder: replaced by the screen's owner. */
export default function ConfirmationScreen() {
  return <PageTitle>Pedido recibido</PageTitle>;
}
