import { PageTitle } from '../shared/PageTitle';

/** Placeholder: replaced by the screen's owner. */
export default function AddressesScreen() {
  return <PageTitle>Tus direcciones</PageTitle>;
}
