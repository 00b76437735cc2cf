import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelInterpreter } from './model.ts';

/** A Wednesday: "next weekend" is Saturday 2026-12-05. */
const TODAY = '2026-11-25';

/** What the stand-in endpoint does with the next request. */
type Reply = (req: IncomingMessage, body: string, res: ServerResponse) => void;

const completion = (content: string) =>
  JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });

describe('model interpreter (OpenAI-compatible chat completions)', () => {
  let reply: Reply = () => {};
  const seen: { auth: string | undefined; body: Record<string, unknown> }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      seen.push({
        auth: req.headers.authorization,
        body: JSON.parse(body) as Record<string, unknown>,
      });
      reply(req, body, res);
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  const reasons: string[] = [];
  // A short timeout only where the timeout is tested: on a loaded machine a first answer from
  // the stand-in took over 300 ms and the model was given up on.
  const model = (timeoutMs = 5_000) =>
    modelInterpreter({ url, model: 'test-model', apiKey: 'sk-test', timeoutMs }, undefined, (r) =>
      reasons.push(r),
    );
  const request = 'quiet ryokan in Kyoto for two next weekend under ¥30,000';

  it('sends the request with the model, key and instructions, and takes valid filters', async () => {
    reply = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        completion(
          '```json\n{"area":"kyoto","kind":"ryokan","amenities":["quiet"],"adults":2}\n```',
        ),
      );
    };
    const answer = await model().interpret(request, 'en', TODAY);
    expect(answer).toEqual({
      source: 'model',
      filters: { area: 'kyoto', kind: 'ryokan', amenities: ['quiet'], adults: 2 },
    });
    const sent = seen.at(-1);
    expect(sent?.auth).toBe('Bearer sk-test');
    expect(sent?.body.model).toBe('test-model');
    const messages = sent?.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0]?.content).toContain(`Today is ${TODAY}`);
    expect(messages[0]?.content).toContain('open_air_bath');
    expect(messages[1]?.content).toBe(request);
  });

  it('falls back to the built-in interpreter on bad filters, bad JSON, errors and timeouts', async () => {
    const builtin = {
      source: 'builtin',
      filters: {
        area: 'kyoto',
        kind: 'ryokan',
        amenities: ['quiet'],
        adults: 2,
        checkin: '2026-12-05',
        checkout: '2026-12-06',
        budget: { amount: 30000, currency: 'JPY' },
      },
    };
    const cases: [string, Reply][] = [
      ['unknown area', (_q, _b, res) => res.end(completion('{"area":"atlantis","amenities":[]}'))],
      ['not JSON', (_q, _b, res) => res.end(completion('Sure! Kyoto, two people.'))],
      ['no choices', (_q, _b, res) => res.end(JSON.stringify({ choices: [] }))],
      [
        'status',
        (_q, _b, res) => {
          res.writeHead(500);
          res.end('{"error":{"message":"overloaded"}}');
        },
      ],
      ['timeout', () => {}],
    ];
    for (const [name, behaviour] of cases) {
      reply = behaviour;
      reasons.length = 0;
      const answer = await model(name === 'timeout' ? 300 : undefined).interpret(
        request,
        'en',
        TODAY,
      );
      expect(answer, name).toEqual(builtin);
      expect(reasons, name).toHaveLength(1);
    }
    expect(reasons[0]).toMatch(/timeout|abort/i);
  });

  it('falls back when nothing listens there', async () => {
    const gone = modelInterpreter({ url: 'http://127.0.0.1:9/v1/chat/completions', model: 'm' });
    expect((await gone.interpret(request, 'en', TODAY)).source).toBe('builtin');
  });
});
