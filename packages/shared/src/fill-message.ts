/** Fills {name} placeholders of a catalogue message (MESSAGES, messages.ts). */
export function fillMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
