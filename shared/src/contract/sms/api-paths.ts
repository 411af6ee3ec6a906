export const SMS_API_PATHS = {
  /** The SMS delivery log (outbox gateway): one-time codes masked, scoped to the caller's structures. */
  smsOutbox: '/api/sms/outbox',
  /** The whole messages, codes included: only with EVAX_SMS_DEV_OUTBOX=1 on the local machine (development, e2e). */
  smsDevOutbox: '/api/sms/dev-outbox',
} as const;
