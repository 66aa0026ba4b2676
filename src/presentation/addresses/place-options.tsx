import { GT_DEPARTMENTS } from '../../domain/addresses/guatemala';
import { US_STATES } from '../../domain/addresses/us-states';

/*
 * The <option>s of the place pickers (the address form, the cart's delivery estimate). A file of its own, so
 * screens that use only the form fields (tax ids) do not load the departments' data.
 */
/** Guatemala's 22 departments as <option>s (value: the department's id). */
export function DepartmentOptions() {
  return (
    <>
      {GT_DEPARTMENTS.map((d) => (
        <option key={d.id} value={d.id}>
          {d.name}
        </option>
      ))}
    </>
  );
}

/** The 50 states and DC as <option>s (value: the USPS code; text: the Spanish name). */
export function UsStateOptions() {
  return (
    <>
      {US_STATES.map((s) => (
        <option key={s.id} value={s.id}>
          {s.spanishName}
        </option>
      ))}
    </>
  );
}

/** Names as <option>s whose value is the name (a department's municipalities). */
export function NameOptions({ names }: { names: readonly string[] | undefined }) {
  return (
    <>
      {names?.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </>
  );
}
