import { PageTitle } from '../shared/PageTitle';

/** Placeholder: replaced by the screen's owner. */
export default function OrderScreen() {
  return <PageTitle>Tu pedido</PageTitle>;
}
