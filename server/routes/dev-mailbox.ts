import { Hono } from 'hono';
import type { Mailer } from '../mail/mailer.ts';

/** `GET /dev/mailbox`: the mails the server would have sent (when no SMTP_URL is set). */
export function devMailboxRoutes(mailer: Mailer): Hono {
  const app = new Hono();
  app.get('/', (c) => c.json({ data: mailer.outbox() }, 200, { 'Cache-Control': 'no-store' }));
  return app;
}
