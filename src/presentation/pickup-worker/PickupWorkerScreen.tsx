import './pickup-worker.css';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isWorker, workerOrderCount } from '../../domain/pickup-worker/worker-rules';
import { RequireUser } from '../account/RequireUser';
import { useLoadedUser } from '../account/use-user';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState, ErrorState, Loading } from '../shared/StatusViews';
import { LocationOrders } from './LocationOrders';
import { usePickupWorker } from './use-pickup-worker';

// Below the lists (beside them from 1024 px), and used now and then: its own chunk, loaded after the screen, in space
// kept for it.
const AddLocationForm = lazy(() => import('./AddLocationForm'));
const NotStaff = lazy(() => import('./NotStaff'));

/** `/recogidas`: the pickup-location staff's screen — orders to receive and to hand over, per location. */
export default function PickupWorkerScreen() {
  return (
    <div className="worker">
      <PageTitle>Recogidas</PageTitle>
      <RequireUser>
        <WorkerGate />
      </RequireUser>
    </div>
  );
}

/** Only the staff of a pickup location work here; anyone else is told so, plainly. */
function WorkerGate() {
  // A restored session whose user was not fetched yet is fetched.
  const { status, user, error, reload } = useLoadedUser();
  const retry = () => void reload().catch(() => undefined);
  if (!user) return status === 'error' ? <ErrorState error={error} onRetry={retry} subject="tu cuenta" /> : <Loading label="Cargando tu cuenta…" />;
  if (isWorker(user)) return <Worker />;
  // Only someone who opened a staff address by mistake sees this note: its own chunk.
  return (
    <Suspense fallback={<Loading />}>
      <NotStaff />
    </Suspense>
  );
}

const TABS = [
  { id: 'receive', label: 'Por recibir' },
  { id: 'deliver', label: 'Por entregar' },
] as const;

function Worker() {
  // The lists (kept in the library's store) load once the screen is on the page.
  const { lists, failure, loading, load, api } = usePickupWorker();
  const [tab, setTab] = useState(0);
  const [done, setDone] = useState('');
  const doneRef = useRef<HTMLParagraphElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // What was just done, read out and focused: the order's row (and the button that was pressed) is gone.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const finish = (text: string) => setDone(text);

  const onTabKey = (event: KeyboardEvent) => {
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? 1 : /^Arrow(Left|Right)$/.test(event.key) ? 1 - tab : -1;
    if (next < 0) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const receive = tab === 0;
  const locations = receive ? lists.toReceive : lists.toDeliver;
  const id = TABS[tab]!.id;
  return (
    <>
      <p className="worker__intro">Recibe los pedidos que llegan a tu punto y entrégalos al cliente con el PIN de su pedido.</p>
      <p ref={doneRef} tabIndex={-1} role="status" className={done ? 'message message--success worker__done' : 'worker__done'} data-testid="worker-done">
        {done}
      </p>
      {/* The lists' orders arrive after the screen, and must not move the add-a-location form (issue 25): from 1024 px
          it stands beside them; below, under them, it is shown once they have loaded (pickup-worker.css). */}
      <div className="worker__layout" data-lists={locations || failure ? 'loaded' : 'loading'}>
        <div className="worker__lists">
          <div className="worker__bar">
            <div role="tablist" aria-label="Pedidos" className="worker__tabs">
              {TABS.map((t, index) => {
                const list = index === 0 ? lists.toReceive : lists.toDeliver;
                return (
                  <button
                    key={t.id}
                    ref={(el) => {
                      tabRefs.current[index] = el;
                    }}
                    type="button"
                    role="tab"
                    id={`tab-${t.id}`}
                    aria-selected={tab === index}
                    aria-controls={`panel-${t.id}`}
                    tabIndex={tab === index ? 0 : -1}
                    className="worker__tab"
                    onClick={() => setTab(index)}
                    onKeyDown={onTabKey}
                  >
                    {t.label}
                    <span className="worker__count">{list ? workerOrderCount(list) : '–'}</span>
                  </button>
                );
              })}
            </div>
            <button type="button" className="button button--secondary worker__refresh" onClick={() => void load()} aria-disabled={loading || undefined}>
              <span className="icon icon--refresh-cw" aria-hidden="true" />
              {loading ? 'Actualizando…' : 'Actualizar'}
            </button>
          </div>
          <div role="tabpanel" id={`panel-${id}`} aria-labelledby={`tab-${id}`} className="worker__panel" data-testid={`panel-${id}`}>
            {!locations ? (
              failure ? (
                <ErrorState error={failure} onRetry={() => void load()} title="No pudimos cargar los pedidos" subject="los pedidos" />
              ) : (
                <Loading label="Cargando los pedidos…" />
              )
            ) : locations.length === 0 ? (
              <EmptyState>Aún no trabajas en ningún punto de recogida. Agrega el tuyo con su código en «Agregar un punto de recogida».</EmptyState>
            ) : (
              <>
                {failure ? (
                  <p role="alert" className="message message--error">
                    No pudimos actualizar la lista; estos son los últimos pedidos que cargamos.
                  </p>
                ) : null}
                {locations.map((location) => (
                  <LocationOrders key={location.public_id} location={location} receive={receive} api={api} onDone={finish} />
                ))}
              </>
            )}
          </div>
        </div>
        <Suspense fallback={<div className="card worker__add worker__add--loading" />}>
          <AddLocationForm
            api={api}
            onAdded={(text) => {
              // A location just added brings its own orders.
              finish(text);
              void load();
            }}
          />
        </Suspense>
      </div>
    </>
  );
}
