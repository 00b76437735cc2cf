/**
 * Journey files run this many at a time (vitest.e2e.config.ts), each worker against a server set
 * of its own (global-setup.ts): journeys spend most of their time waiting on the browser and the
 * servers (one file at a time kept the 2 cores 43 % busy), and files never share a database, so a
 * count one file reads is never moved by another file's bookings.
 */
export const JOURNEY_WORKERS = 2;
