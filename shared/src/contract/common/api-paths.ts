/** API paths of no area. */
export const COMMON_API_PATHS = {
  health: '/api/health',
} as const;
