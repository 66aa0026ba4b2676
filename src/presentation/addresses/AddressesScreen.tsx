import './addresses.css';
import { lazy, Suspense } from 'react';
import { RequireUser } from '../account/RequireUser';
import { PageTitle } from '../shared/PageTitle';
import { BackToAccount, ListSkeleton } from './parts';

// The list, its forms and Guatemala's places load apart from the route, starting as soon as this screen does.
const loadList = () => import('./AddressList');
const AddressList = lazy(loadList);
if (typeof window !== 'undefined') loadList().catch(() => undefined);

export default function AddressesScreen() {
  return (
    <div className="places">
      <BackToAccount />
      <PageTitle>Tus direcciones</PageTitle>
      <RequireUser label="Cargando tus direcciones…">
        <Suspense fallback={<ListSkeleton label="Cargando tus direcciones…" />}>
          <AddressList />
        </Suspense>
      </RequireUser>
    </div>
  );
}
