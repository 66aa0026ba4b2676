import { PageTitle } from '../shared/PageTitle';

/** Placeholder: replaced by the screen's owner. */
export default function OrdersScreen() {
  return <PageTitle>Tus pedidos</PageTitle>;
}
