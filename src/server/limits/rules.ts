import type { LimitRule } from './limiter.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Every limit of the site in one place (docs/security.md#rate-limits). */
export const LIMITS = {
  /** Login: every attempt is reserved before the password is checked; a success gives its attempt back. */
  loginPerAddress: { name: 'login-ip', max: 20, windowMs: 15 * MINUTE },
  loginPerAccountAndAddress: { name: 'login-account-ip', max: 5, windowMs: 15 * MINUTE },
  /** Across all addresses: past it the account is slowed, not locked (loginSlowed), and known devices pass. */
  loginPerAccount: { name: 'login-account', max: 50, windowMs: 15 * MINUTE },
  loginSlowed: { name: 'login-account-slow', max: 1, windowMs: 30 * SECOND },
  register: { name: 'register-ip', max: 20, windowMs: 60 * MINUTE },
  /** "Someone tried to register with your address" mails per account: the owner hears of it, not of every try. */
  registrationNoticesPerAccount: { name: 'register-notice-account', max: 3, windowMs: 24 * 60 * MINUTE },
  /** New verification links an account asks for (the dashboard's "Send the link again"). */
  verificationMails: { name: 'verify-mail-user', max: 3, windowMs: 60 * MINUTE },
  /** Reset e-mails: an address past its limit gets 429; an account past its own gets no more mail, silently. */
  resetPerAddress: { name: 'reset-ip', max: 10, windowMs: 15 * MINUTE },
  resetMailsPerAccount: { name: 'reset-account', max: 5, windowMs: 60 * MINUTE },
  /** Guessing the current password from a borrowed session is as limited as guessing at login. */
  changePassword: { name: 'password-user', max: 5, windowMs: 15 * MINUTE },
  /** Contact messages per address, through the API and the page's form alike. */
  contact: { name: 'contact-ip', max: 5, windowMs: 10 * MINUTE },
  /** Proposal links that open nothing, per address (a link that works gives its attempt back): guessing stops here. */
  proposalLinkMisses: { name: 'proposal-miss-ip', max: 20, windowMs: 15 * MINUTE },
  /** Accepting, declining, asking for changes and opening a newer revision, per address. */
  proposalAnswers: { name: 'proposal-answer-ip', max: 20, windowMs: 15 * MINUTE },
  /** Requests for changes per proposal: each one e-mails the company. */
  proposalChangeRequests: { name: 'proposal-changes', max: 5, windowMs: 60 * MINUTE },
  /** Site visits booked per address (API and page alike): a household books one or two, a bot many. */
  visitBooking: { name: 'visit-book-ip', max: 5, windowMs: 60 * MINUTE },
  /** Site visits booked per e-mail address, from any address: nobody fills a stranger's inbox (or the calendar) from many machines. */
  visitBookingPerEmail: { name: 'visit-book-email', max: 5, windowMs: 24 * 60 * MINUTE },
  /** Reschedules and cancellations per address, through the manage link or its API. */
  visitChanges: { name: 'visit-change-ip', max: 20, windowMs: 60 * MINUTE },
  /** Client hub sign-in links asked for, per address: the same 202 answer whatever the address. */
  signInLinksPerAddress: { name: 'hub-link-ip', max: 10, windowMs: 15 * MINUTE },
  /** Hub sessions opened from a link, per address: guessing tokens stops here. */
  hubLinkMisses: { name: 'hub-open-ip', max: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, LimitRule>;

/** Route limits counted by @fastify/rate-limit in the same shared store. */
export const ROUTE_LIMITS = {
  /** Quote requests per address: enough for a family or an office sharing one address, too few for a bot. */
  quotes: { max: 10, timeWindow: 60 * MINUTE },
  /** Proposal pages, their API reads and PDFs per address: a customer rereads often, a scraper more. */
  proposalReads: { max: 120, timeWindow: 10 * MINUTE },
  /** Free slots: a calendar is browsed a few weeks at a time, not scraped. */
  visitSlots: { max: 120, timeWindow: MINUTE },
  /** Reading a visit by its manage link: guessing tokens is pointless, and slowed here too. */
  visitRead: { max: 60, timeWindow: MINUTE },
  /** Calendar feeds per address: a calendar app looks every few minutes at most, an office of phones a few times that. */
  calendarFeeds: { max: 60, timeWindow: 10 * MINUTE },
};
