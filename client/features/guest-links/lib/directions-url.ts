// A map's directions to the cabin (issue #41): to its point when the address was found on the
// map, else to the address as written. Google Maps' documented URL opens the app on a phone.

export function directionsUrl(cabin: {
  address: string;
  latitude: number | null;
  longitude: number | null;
}): string | null {
  const destination =
    cabin.latitude !== null && cabin.longitude !== null
      ? `${cabin.latitude},${cabin.longitude}`
      : cabin.address.trim();
  if (!destination) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** A phone number as a `tel:` link: its digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}
