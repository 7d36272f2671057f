/** Puts `value` where an editor wrote `slot` (such as {number}) in a CMS label. */
export function fillIn(text: string | null | undefined, slot: string, value: number): string {
  return (text ?? '').split(slot).join(String(value));
}
