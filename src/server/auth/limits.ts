import { AttemptLimiter } from './limiter.js';

const MINUTE = 60_000;

/**
 * The rate limits of the accounts area. Login counts failures only:
 *  - per address: 20 failures in 15 minutes, whatever the accounts tried;
 *  - per account from one address: 5 failures in 15 minutes;
 *  - per account from all addresses: 50 failures in 15 minutes (a spread-out attack).
 * One address alone cannot reach the account-wide limit (it stops at 5 for that account), so one
 * visitor cannot lock another out; a success clears only that address's count for the account.
 */
export function createAuthLimits() {
  return {
    loginPerAddress: new AttemptLimiter(20, 15 * MINUTE),
    loginPerAccountAndAddress: new AttemptLimiter(5, 15 * MINUTE),
    loginPerAccount: new AttemptLimiter(50, 15 * MINUTE),
    /** Registrations and reset e-mails: against account spam and mail bombing. */
    registerPerAddress: new AttemptLimiter(20, 60 * MINUTE),
    resetPerAddress: new AttemptLimiter(10, 15 * MINUTE),
    resetPerAccount: new AttemptLimiter(5, 60 * MINUTE),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
