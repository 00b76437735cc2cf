import type { AlpineBitsAction } from './action.ts';
import { errorAnswer, OTA_ERROR } from './answers.ts';
import {
  ALPINEBITS_VERSION,
  type HandshakeAction,
  intersectHandshake,
  readHandshake,
} from './handshake.ts';
import { buildMessage, child, text } from './xml.ts';

/**
 * Handshaking (`OTA_Ping:Handshaking`, AlpineBits 2020-10 §3): the client lists the versions,
 * actions and capabilities it supports in EchoData; the answer carries what both support in a
 * Warning of Type 11 with Status ALPINEBITS_HANDSHAKE, and EchoData returned as it came.
 */
export function pingAction(serverActions: () => readonly HandshakeAction[]): AlpineBitsAction {
  return {
    name: 'OTA_Ping:Handshaking',
    requestRoot: 'OTA_PingRQ',
    responseRoot: 'OTA_PingRS',
    responseVersion: '8.000',
    capability: { action: 'action_OTA_Ping' },
    async handle(_ctx, request) {
      const echo = text(request.EchoData ?? child(request, 'EchoData'));
      const client = readHandshake(echo);
      if (!client) {
        return {
          xml: errorAnswer(
            'OTA_PingRS',
            '8.000',
            OTA_ERROR.unableToProcess,
            'EchoData is not the handshake JSON',
          ),
          outcome: 'error',
          detail: 'EchoData is not the handshake JSON',
        };
      }
      const agreed = intersectHandshake(client, {
        version: ALPINEBITS_VERSION,
        actions: serverActions(),
      });
      return {
        xml: buildMessage('OTA_PingRS', '8.000', {
          Success: '',
          Warnings: {
            Warning: [
              {
                '@_Type': '11',
                '@_Status': 'ALPINEBITS_HANDSHAKE',
                '#text': JSON.stringify(agreed),
              },
            ],
          },
          EchoData: echo,
        }),
        outcome: 'success',
        detail: agreed.versions.length
          ? `agreed ${agreed.versions.map((v) => `${v.version}: ${v.actions.length} action(s)`).join('; ')}`
          : `no common version (server speaks ${ALPINEBITS_VERSION})`,
      };
    },
  };
}
