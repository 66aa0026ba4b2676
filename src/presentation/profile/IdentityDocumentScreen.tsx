import '../account/account.css';
import './profile.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { RequireUser } from '../account/RequireUser';
import { useAccount } from '../account/use-account';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import { PageTitle } from '../shared/PageTitle';
import { ImageField, useImageChoice } from './ImageField';
import { useRefocus } from './use-send';

export default function IdentityDocumentScreen() {
  return (
    <RequireUser label="Cargando tu cuenta…">
      <IdentityDocument />
    </RequireUser>
  );
}

function IdentityDocument() {
  const account = useAccount();
  const id = useId();
  const front = useImageChoice('La foto del frente del DPI');
  const back = useImageChoice('La foto del reverso del DPI');
  const selfie = useImageChoice('La selfie con tu DPI');
  const sides = [front, back, selfie];
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  useRefocus(sending, () => formRef.current?.querySelector<HTMLElement>('button[type=submit]'));

  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  const blocking = tried ? sides.filter((side) => !side.ready).length : 0;

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setTried(true);
    setFailure(null);
    // Every side is checked (each shows its own problem); the first one missing takes the focus.
    const checked = await Promise.all(sides.map((side) => side.require()));
    const missing = sides.filter((_, i) => !checked[i]);
    if (missing.length > 0) {
      missing[0]!.input.current?.focus();
      return;
    }
    setSending(true);
    try {
      await (await account()).uploadIdentityDocument({ front: front.file!, back: back.file!, selfie: selfie.file! });
      setSent(true);
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(false);
    }
  }

  function again() {
    for (const side of sides) side.clear();
    setTried(false);
    setSent(false);
  }

  return (
    <div className="profile identity">
      <PageTitle>Tu documento de identidad</PageTitle>
      <div className="identity__why hint-box">
        <h2 className="identity__why-title">¿Por qué te lo pedimos?</h2>
        <p>
          Algunos pedidos necesitan confirmar que quien compra es el titular de la cuenta, por ejemplo un pago con tarjeta que el banco pide revisar. Para eso
          usamos una foto de cada lado de tu DPI y una selfie tuya sosteniéndolo.
        </p>
        <p>
          <strong>Quién lo ve:</strong> solo tú, con tu sesión iniciada, y el equipo de la tienda que revisa los pedidos. Las fotos se guardan en la tienda, no se
          publican ni se comparten con nadie más, y si envías otras reemplazan a las anteriores.
        </p>
      </div>
      {sent ? (
        <div className="card identity__done" role="status">
          <h2 ref={doneRef} tabIndex={-1} className="profile__card-title">
            Recibimos tu documento
          </h2>
          <p>Quedó en revisión. No necesitas hacer nada más por ahora.</p>
          <p className="identity__done-actions">
            <Link to="/cuenta" className="button button--primary">
              Volver a tu cuenta
            </Link>
            <button type="button" className="button button--secondary" onClick={again}>
              Enviar otras fotos
            </button>
          </p>
        </div>
      ) : (
        <form ref={formRef} className="form card identity__form" onSubmit={send} noValidate aria-busy={sending} data-testid="identity-form">
          <div className="identity__sides">
            <ImageField id={`${id}-front`} label="Frente del DPI" choice={front} disabled={sending} />
            <ImageField id={`${id}-back`} label="Reverso del DPI" choice={back} disabled={sending} />
            <ImageField id={`${id}-selfie`} label="Selfie sosteniendo tu DPI" choice={selfie} disabled={sending} />
          </div>
          <FormAlert id={`${id}-alert`} failure={failure} blocking={blocking} />
          <SubmitButton sending={sending} busy="Enviando…" className="button button--primary">
            Enviar documento
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
