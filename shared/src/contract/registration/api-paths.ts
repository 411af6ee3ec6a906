/**
 * Registration requests (spec 3 §2-4, spec 2 §1 "citizen space"). The spec names no path; ours
 * (docs/decisions.md, "Registration requests"): the citizen space's public calls under
 * /api/citizen_space, the back office's under /api/subscription_requests (the spec's
 * "validate subscription request" names the accept call).
 */
export const REGISTRATION_API_PATHS = {
  /** POST multipart: names, phone, identity paper and the supporting `file`; a pending request. Public. */
  citizenSpaceRegister: '/api/citizen_space/register',
  /** POST {phone}: a one-time code by SMS to an accepted citizen's phone (the same answer otherwise). Public. */
  citizenSpaceOtp: '/api/citizen_space/otp',
  /** POST {phone, code}: the citizen-space token. Public. */
  citizenSpaceLogin: '/api/citizen_space/login',
  /** GET with the citizen-space token: the citizen's own children. */
  citizenSpaceChildren: '/api/citizen_space/children',
  /** POST {phone} with the citizen-space token: change the phone; a code goes to the phone on record (issue 27). */
  citizenSpaceChangePhone: '/api/citizen_space/change_phone',
  /** POST {code} with the citizen-space token: the code the phone on record received; the new phone becomes the one on record. */
  citizenSpacePhoneOtp: '/api/citizen_space/phone_otp',
  subscriptionRequests: '/api/subscription_requests',
  subscriptionRequestOne: '/api/subscription_requests/{id}',
  /** GET: the supporting file (image or PDF), inline. */
  subscriptionRequestFile: '/api/subscription_requests/{id}/file',
  /** POST: accept; creates the citizen, or gives the registered one access to the citizen space. */
  subscriptionRequestValidate: '/api/subscription_requests/{id}/validate-subscription-request',
  /** POST: send for an in-person check (issue 27); the applicant is told to come with the identity paper. */
  subscriptionRequestInPerson: '/api/subscription_requests/{id}/in-person-check',
  /** POST {reason, comment}: reject. */
  subscriptionRequestReject: '/api/subscription_requests/{id}/reject',
} as const;
