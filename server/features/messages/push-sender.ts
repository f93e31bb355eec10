import { Agent } from 'node:https';
import type { PushPayload } from '@shared/schemas/message-preferences';
import webpush from 'web-push';
import {
  checkedPushAddress,
  type PushAddressPolicy,
  PushEndpointRefused,
  pinnedLookup,
} from './push-endpoints';

// Web Push with the `web-push` package (issue #14, decision 030): the payload encrypted for the
// device (RFC 8291, aes128gcm) and signed for the push service with our VAPID key (RFC 8292).

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushSender = {
  /**
   * `gone` when the push service says the device is no longer there (404, 410); `refused` when
   * the endpoint is not an allowed push service or resolves to an address inside (decision 042):
   * nothing was sent and nothing ever will be.
   */
  send: (target: PushTarget, payload: PushPayload) => Promise<'sent' | 'gone' | 'refused'>;
};

/** How long a push service keeps a message for a device that is off: a day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 15_000;

export type PushSenderOptions = PushAddressPolicy & {
  /** Tests only: the TLS options (a local push service's certificate) the connection starts from. */
  agent?: Agent;
};

export function createPushSender(vapid: VapidKeys, options: PushSenderOptions): PushSender {
  return {
    async send(target, payload) {
      let pinned: Awaited<ReturnType<typeof checkedPushAddress>>;
      try {
        pinned = await checkedPushAddress(target.endpoint, options);
      } catch (error) {
        if (error instanceof PushEndpointRefused) return 'refused';
        throw error;
      }
      // One connection, to the address just checked (no keep-alive: the next send checks again).
      const agent = new Agent({ ...options.agent?.options, keepAlive: false, lookup: pinnedLookup(pinned) });
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: vapid,
            TTL: PUSH_TTL_SECONDS,
            timeout: PUSH_TIMEOUT_MS,
            contentEncoding: 'aes128gcm',
            agent,
          },
        );
        return 'sent';
      } catch (error) {
        if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          return 'gone';
        }
        throw error;
      } finally {
        agent.destroy();
      }
    },
  };
}
