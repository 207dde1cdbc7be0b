/** Typing helpers of the card form: what the customer types, shown the way the card prints it. */

/** Digits only, at most 19, in groups of 4: '4242 4242 4242 4242'. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM / YY' from whatever was typed: '1', '12', '12 / 3', '12 / 34'. Deleting back past the slash removes it. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  // A first digit above 1 can only be a single-digit month: '4' becomes '04'.
  const month = digits.length === 1 && Number(digits) > 1 ? `0${digits}` : digits.slice(0, 2);
  const year = digits.length === 1 && Number(digits) > 1 ? '' : digits.slice(2);
  return year ? `${month} / ${year}` : month;
}

/** Digits only, at most 4. */
export function formatCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}
