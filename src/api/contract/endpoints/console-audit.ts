import { AuditListResponseSchema, AuditQuerySchema } from '../console/audit.ts';
import type { Endpoint } from '../endpoint.ts';

/** The brand's audit log: every change made in the console, append-only (issue 38). */
export const listConsoleAudit = {
  method: 'get',
  path: '/api/v1/console/audit',
  query: AuditQuerySchema,
  response: AuditListResponseSchema,
  auth: 'staff',
  capability: 'audit.read',
  tag: 'console-audit',
  summary:
    'Console changes, newest first, filtered by who, hotel, action and days; a member limited to some hotels sees theirs only',
} as const satisfies Endpoint;
