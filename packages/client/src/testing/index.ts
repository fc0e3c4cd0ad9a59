// Test helpers both apps share (never imported by app code).
export * from './fake-socket.ts';
export * from './first-load-race.ts';
