/** The signed-in user's own account (spec 1 §7.2, 3 §7). `{id}`: fill it with apiPath(). */
export const PROFILE_API_PATHS = {
  /** GET the caller's profile; PUT and PATCH update the account or personal information. */
  me: '/api/v1/me',
  meUpdatePassword: '/api/v1/me/update-password',
  profileDetail: '/api/profiles/profile-detail/{id}',
  changePhone: '/api/change_phone',
  phoneOtp: '/api/phone_otp',
} as const;
