/**
 * The shared success-or-error shape of the OCS combat API: functions that can
 * be fed bad input (from a form, a URL, a player's typing) return one of
 * these instead of throwing, so a UI can show the error next to the field.
 */
export type Outcome<Value, Failure> =
  | { readonly ok: true; readonly value: Value }
  | { readonly ok: false; readonly error: Failure };

/**
 * Wraps a value as a successful outcome.
 * @example succeed(3) // { ok: true, value: 3 }
 */
export function succeed<Value>(value: Value): { readonly ok: true; readonly value: Value } {
  return { ok: true, value };
}

/**
 * Wraps an error as a failed outcome.
 * @example fail({ code: 'empty' }) // { ok: false, error: { code: 'empty' } }
 */
export function fail<Failure>(error: Failure): { readonly ok: false; readonly error: Failure } {
  return { ok: false, error };
}
