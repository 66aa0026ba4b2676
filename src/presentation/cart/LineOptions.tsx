import { useId, useRef, useState } from 'react';
import type { CartItem, Dedication } from '../../index';
import { errorMessage } from '../shared/error-message';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import { formatPrice } from '../shared/format';
import { TextField } from '../shared/TextField';
import { emailRule, useForm, type Rule } from '../shared/use-form';
import { takesDedication } from './line-rules';
import type { Outcome } from './use-cart';

/** The dedication's bounds: TEXT_LIMITS in src/domain/shared/request-checks.ts (a zod module, so not imported here). */
export const DEDICATION_LIMITS = { name: 80, email: 254, message: 500 } as const;

/** A line's gift wrap and dedication, each shown only when the line takes it. Loaded lazily by the cart screen. */
export default function LineOptions({
  item,
  onGiftWrap,
  onDedication,
}: {
  item: CartItem;
  onGiftWrap: (optionId: string | number | null) => Promise<Outcome>;
  onDedication: (dedication: Partial<Dedication> | null) => Promise<Outcome>;
}) {
  const wraps = item.gift_wrap_options.length > 0;
  const dedication = takesDedication(item);
  if (!wraps && !dedication) return null;
  return (
    <div className="line-options">
      {wraps ? <GiftWrap item={item} onChange={onGiftWrap} /> : null}
      {dedication ? <DedicationEditor item={item} onSave={onDedication} /> : null}
    </div>
  );
}

function GiftWrap({ item, onChange }: { item: CartItem; onChange: (optionId: string | number | null) => Promise<Outcome> }) {
  const id = useId();
  const options = [...item.gift_wrap_options].sort((a, b) => a.price - b.price);
  const cheapest = options[0]!;
  const chosen = item.gift_wrap_option_id == null ? null : String(item.gift_wrap_option_id);
  // The option asked for while the change runs (undefined: none running).
  const [wanted, setWanted] = useState<string | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const current = wanted !== undefined ? wanted : chosen;

  const choose = async (optionId: string | null) => {
    if (wanted !== undefined || optionId === current) return;
    setProblem(null);
    setWanted(optionId);
    const outcome = await onChange(optionId);
    setWanted(undefined);
    if (!outcome.ok) setProblem(errorMessage(outcome.error, 'tu carrito'));
  };

  const price = `${options.length > 1 ? 'desde ' : ''}+${formatPrice(cheapest.price)} c/u`;
  return (
    <div className="gift-wrap" aria-busy={wanted !== undefined}>
      <label className="check">
        <input
          type="checkbox"
          checked={current !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={() => choose(current === null ? String(cheapest.id) : null)}
        />
        <span>
          Envolver para regalo <span className="gift-wrap__price">({price})</span>
        </span>
      </label>
      {current !== null && options.length > 1 ? (
        <fieldset className="gift-wrap__choices">
          <legend>Elige la envoltura</legend>
          {options.map((option) => (
            <label key={String(option.id)} className="check">
              <input
                type="radio"
                name={`${id}-wrap`}
                checked={current === String(option.id)}
                onChange={() => choose(String(option.id))}
              />
              {option.image_url ? <img src={option.image_url} alt="" width={32} height={32} loading="lazy" /> : null}
              <span>
                Envoltura de {formatPrice(option.price)} c/u
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div role="alert" className="line-options__alert">
        {problem ? (
          <p id={`${id}-problem`} className="message message--error">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function DedicationEditor({ item, onSave }: { item: CartItem; onSave: (dedication: Partial<Dedication> | null) => Promise<Outcome> }) {
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const saved = item.dedication;
  const close = (text: string) => {
    setOpen(false);
    setNote(text);
    // The form goes away: its button takes the focus back.
    toggle.current?.focus();
  };
  return (
    <div className="dedication">
      {saved && !open ? (
        <p className="dedication__summary" data-testid="dedication-summary">
          Dedicatoria{saved.to_name ? ` para ${saved.to_name}` : ''}
          {saved.from_name ? ` de ${saved.from_name}` : ''}
          {saved.message ? `: «${saved.message}»` : '.'}
        </p>
      ) : null}
      <button
        ref={toggle}
        type="button"
        className="button button--link"
        aria-label={`${saved ? 'Editar' : 'Agregar'} dedicatoria de ${item.product.title}`}
        aria-expanded={open}
        aria-controls={open ? `${id}-form` : undefined}
        onClick={() => {
          setNote('');
          setOpen(!open);
        }}
      >
        {saved ? 'Editar dedicatoria' : 'Agregar dedicatoria'}
      </button>
      {open ? (
        <DedicationForm
          id={`${id}-form`}
          saved={saved}
          onSave={onSave}
          onDone={close}
        />
      ) : null}
      <p role="status" className="visually-hidden">
        {note}
      </p>
    </div>
  );
}

type DedicationValues = { from_name: string; to_name: string; to_email: string; message: string };

const longest =
  (limit: number, what: string): Rule<DedicationValues> =>
  (value) =>
    [...value.trim()].length > limit ? `${what} puede tener hasta ${limit} caracteres.` : null;

const RULES: { [K in keyof DedicationValues]: Rule<DedicationValues> } = {
  from_name: longest(DEDICATION_LIMITS.name, 'El nombre de quien regala'),
  to_name: longest(DEDICATION_LIMITS.name, 'El nombre de quien recibe'),
  to_email: (value, values) => (value.trim() ? (emailRule(value, values) ?? longest(DEDICATION_LIMITS.email, 'El correo')(value, values)) : null),
  message: longest(DEDICATION_LIMITS.message, 'El mensaje'),
};

function DedicationForm({
  id,
  saved,
  onSave,
  onDone,
}: {
  id: string;
  saved: Dedication | null;
  onSave: (dedication: Partial<Dedication> | null) => Promise<Outcome>;
  onDone: (note: string) => void;
}) {
  const form = useForm<DedicationValues>(
    { from_name: saved?.from_name ?? '', to_name: saved?.to_name ?? '', to_email: saved?.to_email ?? '', message: saved?.message ?? '' },
    RULES,
  );
  const [removing, setRemoving] = useState(false);
  const send = async (dedication: Partial<Dedication> | null, note: string) => {
    const outcome = await onSave(dedication);
    if (!outcome.ok) throw outcome.error;
    onDone(note);
  };
  const submit = form.onSubmit(async (values) => {
    const clean = (text: string) => text.trim() || null;
    const dedication = { from_name: clean(values.from_name), to_name: clean(values.to_name), to_email: clean(values.to_email), message: clean(values.message) };
    const empty = Object.values(dedication).every((value) => value === null);
    await send(empty ? null : dedication, empty ? 'Quitaste la dedicatoria.' : 'Guardamos la dedicatoria.');
  });
  const message = form.field('message');
  return (
    <form id={id} className="dedication__form" noValidate onSubmit={submit} aria-describedby={`${id}-alert`}>
      <FormAlert id={`${id}-alert`} failure={form.failure} blocking={form.blocking} />
      <div className="dedication__names">
        <TextField id={`${id}-to`} label="Para" autoComplete="off" {...form.field('to_name')} />
        <TextField id={`${id}-from`} label="De" autoComplete="name" {...form.field('from_name')} />
      </div>
      <TextField
        id={`${id}-email`}
        label="Correo de quien la recibe (opcional)"
        type="email"
        inputMode="email"
        autoComplete="off"
        {...form.field('to_email')}
      />
      <div className="field">
        <label htmlFor={`${id}-message`}>Mensaje</label>
        <p className="field__hint" id={`${id}-message-hint`}>
          Hasta {DEDICATION_LIMITS.message} caracteres.
        </p>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={3}
          value={message.value}
          onChange={(event) => message.onChange(event.target.value)}
          onBlur={message.onBlur}
          aria-invalid={message.error ? true : undefined}
          aria-describedby={`${id}-message-hint${message.error ? ` ${id}-message-problem` : ''}`}
        />
        <p className="field__problem" id={`${id}-message-problem`} aria-live="polite">
          {message.error}
        </p>
      </div>
      <div className="dedication__actions">
        <SubmitButton sending={form.sending} busy="Guardando…" className="button button--primary">
          Guardar dedicatoria
        </SubmitButton>
        {saved ? (
          <button
            type="button"
            className="button button--link"
            aria-disabled={removing || form.sending || undefined}
            onClick={async () => {
              if (removing || form.sending) return;
              setRemoving(true);
              form.setFailure(null);
              try {
                await send(null, 'Quitaste la dedicatoria.');
              } catch (error) {
                form.setFailure(error);
                setRemoving(false);
              }
            }}
          >
            Quitar dedicatoria
          </button>
        ) : null}
        <button type="button" className="button button--link" onClick={() => onDone('')}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
