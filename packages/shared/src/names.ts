/** The first word of a name as typed in one field ('Omar Al Khalid' -> 'Omar'), for a mail's greeting. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';
