/** A page's document title: the brand is added once, whether or not the stored title already carries it. */
export function pageTitle(title: string): string {
  return /\|\s*Weekends\s*$/.test(title) ? title : `${title} | Weekends`;
}
