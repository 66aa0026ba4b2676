import { PageTitle } from '../shared/PageTitle';

/** Placeholder: replaced by the screen's owner. */
export default function TaxIdsScreen() {
  return <PageTitle>Datos de facturación</PageTitle>;
}
