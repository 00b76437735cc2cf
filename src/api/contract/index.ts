/** The provider API contract: valibot schemas shared by the server, the widget and OpenAPI. */
export * from './attachment.ts';
export * from './catalogue.ts';
export * from './chatbot.ts';
export * from './common.ts';
export * from './error.ts';
export * from './identity.ts';
export * from './marketing.ts';
export * from './membership.ts';
export * from './payment.ts';
export * from './price.ts';
export * from './queries.ts';
export * from './reservation.ts';
export * from './reservation-answers.ts';
export * from './rooms.ts';
export * from './settings.ts';
