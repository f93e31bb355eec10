/** A backslash before each character the WIFI QR format reserves: `\ ; , : "`. */
export function escapeWifiField(value: string): string {
  return value.replace(/[\\;,:"]/g, (character) => `\\${character}`);
}

/**
 * The text of a QR code that joins a wifi network when a phone's camera reads it (the WIFI: format
 * that Android and iOS understand): WPA with the password, or an open network without one.
 */
export function wifiQrValue(ssid: string, password: string): string {
  if (password === '') return `WIFI:T:nopass;S:${escapeWifiField(ssid)};;`;
  return `WIFI:T:WPA;S:${escapeWifiField(ssid)};P:${escapeWifiField(password)};;`;
}
