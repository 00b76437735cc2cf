import {
  AdjustMemberPointsAnswerSchema,
  AdjustMemberPointsSchema,
  BlockMemberSchema,
  ConsoleLedgerSchema,
  ConsoleMemberAnswerSchema,
  ConsoleMemberDeletedSchema,
  ConsoleMemberListSchema,
  ConsoleMemberMailedSchema,
  ConsoleMemberQuerySchema,
  ConsoleMemberStatusAnswerSchema,
  ConsoleProgramAnswerSchema,
  ConsoleProgramListSchema,
  DeleteMemberSchema,
  UnblockMemberSchema,
  UpdateConsoleProgramSchema,
} from '../console/members.ts';
import type { Endpoint } from '../endpoint.ts';

/**
 * The brand's members in the console (issue 41). Reading is for every role (`members.read`);
 * changes are the owner's and managers' (`members.edit`), each in the audit log. Members are
 * the brand's, so the paths have no `:hotel`; a staff member limited to some hotels sees those
 * hotels' bookings, coupons and vouchers only, and may not delete an account or change a
 * program.
 */
const tag = 'console-members';

export const searchConsoleMembers = {
  method: 'get',
  path: '/api/v1/console/members',
  query: ConsoleMemberQuerySchema,
  response: ConsoleMemberListSchema,
  auth: 'staff',
  capability: 'members.read',
  tag,
  summary: 'Members whose name, e-mail, membership number or phone contains q (newest first)',
} as const satisfies Endpoint;

export const getConsoleMember = {
  method: 'get',
  path: '/api/v1/console/members/:id',
  response: ConsoleMemberAnswerSchema,
  auth: 'staff',
  capability: 'members.read',
  tag,
  summary:
    "A member's profile, points, bookings, coupons, vouchers and saved cards (last four); each opening is in the audit log (member.view; the same staff member reading the same member again within 5 minutes, as the page does after each action, is the same opening)",
} as const satisfies Endpoint;

export const getConsoleMemberLedger = {
  method: 'get',
  path: '/api/v1/console/members/:id/points',
  response: ConsoleLedgerSchema,
  auth: 'staff',
  capability: 'members.read',
  tag,
  summary: "The member's points ledger, newest first, with staff's reasons",
} as const satisfies Endpoint;

export const adjustConsoleMemberPoints = {
  method: 'post',
  path: '/api/v1/console/members/:id/points',
  body: AdjustMemberPointsSchema,
  response: AdjustMemberPointsAnswerSchema,
  status: 201,
  auth: 'staff',
  capability: 'members.edit',
  tag,
  summary: 'Adds or takes points with a reason: a new ledger row (gained or spent), never an edit',
  errors: {
    409: '9409: the member is deleted',
    422: "2401: more points taken than the balance; 9422: the member's program has no points",
  },
} as const satisfies Endpoint;

export const resendConsoleMemberConfirmation = {
  method: 'post',
  path: '/api/v1/console/members/:id/confirmation',
  response: ConsoleMemberMailedSchema,
  auth: 'staff',
  capability: 'members.edit',
  tag,
  summary: 'Sends the sign-up confirmation e-mail again (a new link) to an unconfirmed member',
  errors: { 409: '1402: the account is already confirmed, blocked, or signs in elsewhere' },
} as const satisfies Endpoint;

export const blockConsoleMember = {
  method: 'post',
  path: '/api/v1/console/members/:id/block',
  body: BlockMemberSchema,
  response: ConsoleMemberStatusAnswerSchema,
  auth: 'staff',
  capability: 'members.edit',
  tag,
  summary:
    'Blocks the account: its sessions end and its sign-ins are refused (1301) until unblocked',
} as const satisfies Endpoint;

export const unblockConsoleMember = {
  method: 'post',
  path: '/api/v1/console/members/:id/unblock',
  body: UnblockMemberSchema,
  response: ConsoleMemberStatusAnswerSchema,
  auth: 'staff',
  capability: 'members.edit',
  tag,
  summary: 'Lets a blocked member sign in again',
} as const satisfies Endpoint;

export const deleteConsoleMember = {
  method: 'post',
  path: '/api/v1/console/members/:id/deletion',
  body: DeleteMemberSchema,
  response: ConsoleMemberDeletedSchema,
  auth: 'staff',
  capability: 'members.edit',
  tag,
  summary:
    "Deletes the account as the member's own deletion does: personal data emptied, bookings kept",
  errors: { 403: '9443: a member limited to some hotels may not delete brand-wide accounts' },
} as const satisfies Endpoint;

export const listConsolePrograms = {
  method: 'get',
  path: '/api/v1/console/membership_programs',
  response: ConsoleProgramListSchema,
  auth: 'staff',
  capability: 'members.read',
  tag,
  summary: "The brand's membership programs with their members and the points ranks",
} as const satisfies Endpoint;

export const updateConsoleProgram = {
  method: 'patch',
  path: '/api/v1/console/membership_programs/:id',
  body: UpdateConsoleProgramSchema,
  response: ConsoleProgramAnswerSchema,
  auth: 'staff',
  capability: 'members.edit',
  tag,
  summary: "Changes a program's name, sign-up and points settings",
  errors: { 403: '9443: a member limited to some hotels may not change brand-wide programs' },
} as const satisfies Endpoint;
