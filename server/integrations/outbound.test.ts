import { describe, expect, it } from 'vitest';
import { userAgentFor } from './outbound';

describe('the User-Agent sent to MET, Kartverket and Nominatim', () => {
  it('names the app, its project and the configured contact', () => {
    expect(userAgentFor('drift@example.no')).toBe(
      'Hytta/0.1 (+https://github.com/hytta-app/hytta; drift@example.no)',
    );
  });

  it('still identifies the app without a contact, and keeps a contact from breaking the header', () => {
    expect(userAgentFor('')).toBe('Hytta/0.1 (+https://github.com/hytta-app/hytta)');
    expect(userAgentFor('a\r\nX-Evil: 1')).toBe(
      'Hytta/0.1 (+https://github.com/hytta-app/hytta; a  X-Evil: 1)',
    );
  });
});
