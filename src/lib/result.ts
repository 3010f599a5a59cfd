/**
 * The one success-or-error shape of the rules logic (OCS combat, GdB march): functions that can
 * be fed bad input (from a form, a URL, a player's typing) return one of
 * these instead of throwing, so a UI can show the error next to the field.
 */
export type Outcome<Value, Failure> = Succeeded<Value> | Failed<Failure>;

/** The success half of an {@link Outcome}. */
export interface Succeeded<Value> {
  readonly ok: true;
  readonly value: Value;
}

/** The error half of an {@link Outcome}. */
export interface Failed<Failure> {
  readonly ok: false;
  readonly error: Failure;
}

/**
 * Wraps a value as a successful outcome.
 * @example succeed(3) // { ok: true, value: 3 }
 */
export function succeed<Value>(value: Value): Succeeded<Value> {
  return { ok: true, value };
}

/**
 * Wraps an error as a failed outcome.
 * @example fail({ code: 'empty' }) // { ok: false, error: { code: 'empty' } }
 */
export function fail<Failure>(error: Failure): Failed<Failure> {
  return { ok: false, error };
}
