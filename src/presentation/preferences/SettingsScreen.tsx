import './preferences.css';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { SETTING_TOPICS, Settings } from '../../domain/account/profile';
import { RequireUser } from '../account/RequireUser';
import { errorMessage } from '../shared/error-message';
import { PageTitle } from '../shared/PageTitle';
import { ErrorState } from '../shared/StatusViews';
import { BackToAccount } from './parts';
import { useNotificationSettings } from './use-settings';

type Flag = keyof Settings;
type Topic = (typeof SETTING_TOPICS)[number];

/** The spec's five topics (section 3), in the order shoppers care about them; what each covers is the local API's mapping. */
const TOPICS: readonly { topic: Topic; label: string; hint: string }[] = [
  { topic: 'orders', label: 'Pedidos', hint: 'Cambios de estado de tus pedidos y pedidos de opinión sobre lo que compraste.' },
  { topic: 'answers', label: 'Respuestas a tus preguntas', hint: 'Cuando alguien responde una pregunta tuya sobre un producto.' },
  { topic: 'waitlist', label: 'Lista de espera', hint: 'Cuando vuelve un producto que estás esperando.' },
  { topic: 'offers', label: 'Ofertas', hint: 'Puntos, cupones y promociones.' },
  { topic: 'wishlist', label: 'Favoritos', hint: 'Cuando un favorito baja de precio o vuelve a estar disponible.' },
];

const CHANNELS = [
  { channel: 'push', label: 'Notificaciones en la app' },
  { channel: 'email', label: 'Correo' },
] as const;

export default function SettingsScreen() {
  return (
    <div className="prefs">
      <BackToAccount />
      <PageTitle>Ajustes de notificaciones</PageTitle>
      <RequireUser label="Cargando tus ajustes…">
        <SettingsGrid />
      </RequireUser>
    </div>
  );
}

function SettingsGrid() {
  const { settings, loadFailure, reload: load, setSettings, update } = useNotificationSettings();
  const [pending, setPending] = useState<readonly Flag[]>([]);
  const [saved, setSaved] = useState('');
  const [failure, setFailure] = useState<{ what: string; error: unknown } | null>(null);
  // Saves run one after another: each one writes every flag (the use case reads them, then writes them all),
  // so two at once could undo each other.
  const queue = useRef<Promise<void>>(Promise.resolve());

  // "Guardado" says its piece and goes, so the bar stops covering the page; a failure stays until the next change.
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(''), 5000);
    return () => clearTimeout(timer);
  }, [saved]);

  function change(flag: Flag, value: boolean, what: string) {
    if (!settings || pending.includes(flag)) return;
    setSettings((s) => ({ ...s, [flag]: value }));
    setPending((p) => [...p, flag]);
    setSaved('');
    setFailure(null);
    queue.current = queue.current.then(async () => {
      try {
        await update({ [flag]: value });
        setSaved(`Guardado: ${what}, ${value ? 'activado' : 'desactivado'}.`);
      } catch (error) {
        setSettings((s) => ({ ...s, [flag]: !value }));
        setFailure({ what, error });
      } finally {
        setPending((p) => p.filter((f) => f !== flag));
      }
    });
  }

  if (loadFailure) return <ErrorState error={loadFailure} onRetry={load} subject="tus ajustes" />;

  return (
    <>
      <p className="prefs__intro">
        Elige de qué quieres enterarte y por dónde. Cada cambio se guarda al momento. Lo que apagas en «Notificaciones en la app» ya no
        aparece en <Link to="/cuenta/notificaciones">tus notificaciones</Link>. Los avisos sobre tu cuenta, como la verificación de tu
        correo, te llegan siempre.
      </p>
      <div className="settings" aria-busy={!settings}>
        {settings ? null : (
          <p role="status" className="visually-hidden">
            Cargando tus ajustes…
          </p>
        )}
        <div className="settings__head" aria-hidden="true">
          <span />
          {CHANNELS.map((c) => (
            <span key={c.channel}>{c.label}</span>
          ))}
        </div>
        {TOPICS.map((t) => (
          <div key={t.topic} className="settings__row" role="group" aria-labelledby={`ajuste-${t.topic}`}>
            <div className="settings__topic">
              <h2 id={`ajuste-${t.topic}`}>{t.label}</h2>
              <p>{t.hint}</p>
            </div>
            {CHANNELS.map((c) => {
              const flag = `${c.channel}_${t.topic}` as Flag;
              const what = `${t.label}, ${c.label.toLowerCase()}`;
              return (
                <label key={flag} className="switch">
                  <span className="switch__label">{c.label}</span>{' '}
                  <span className="visually-hidden">({t.label})</span>
                  {settings ? (
                    <input
                      type="checkbox"
                      role="switch"
                      name={flag}
                      checked={settings[flag]}
                      aria-busy={pending.includes(flag) || undefined}
                      onChange={(event) => change(flag, event.target.checked, what)}
                    />
                  ) : (
                    <span className="skeleton switch__placeholder" aria-hidden="true" />
                  )}
                </label>
              );
            })}
          </div>
        ))}
        <div className={`settings__feedback${saved || failure ? ' settings__feedback--shown' : ''}`}>
          <p role="status" className="settings__saved">
            {saved}
          </p>
          <div role="alert">{failure ? (
              <p className="message message--error">
                No se guardó «{failure.what}». {errorMessage(failure.error, 'tus ajustes')}
              </p>
            ) : null}</div>
        </div>
      </div>
    </>
  );
}
