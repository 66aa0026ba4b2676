import './addresses.css';
import { lazy, Suspense } from 'react';
import { RequireUser } from '../account/RequireUser';
import { PageTitle } from '../shared/PageTitle';
import { BackToAccount, ListSkeleton } from './parts';

// The list and its form load apart from the route, starting as soon as this screen does.
const loadList = () => import('./TaxIdList');
const TaxIdList = lazy(loadList);
if (typeof window !== 'undefined') loadList().catch(() => undefined);

export default function TaxIdsScreen() {
  return (
    <div className="places">
      <BackToAccount />
      <PageTitle>Datos de facturación</PageTitle>
      <RequireUser label="Cargando tus datos de facturación…">
        <Suspense fallback={<ListSkeleton label="Cargando tus datos de facturación…" />}>
          <TaxIdList />
        </Suspense>
      </RequireUser>
    </div>
  );
}
