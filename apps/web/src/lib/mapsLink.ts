/**
 * A Google Maps search for a point, which opens the app on a phone:
 * https://www.google.com/maps/search/?api=1&query=lat,lng.
 */
export function mapsSearchUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
