import { PageTitle } from '../shared/PageTitle';

/** Placeholder: replaced by the screen's owner. */
export default function CheckoutScreen() {
  return <PageTitle>Pagar</PageTitle>;
}
