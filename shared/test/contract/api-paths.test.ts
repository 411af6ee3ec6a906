import {
  ACCOUNT_API_PATHS,
  ADMIN_API_PATHS,
  API_PATHS,
  APPOINTMENT_API_PATHS,
  AUTH_API_PATHS,
  CITIZEN_CHILDREN_API_PATHS,
  COMMON_API_PATHS,
  DASHBOARD_API_PATHS,
  DOCUMENTS_API_PATHS,
  MAPI_API_PATHS,
  MEDICAL_FOLDER_API_PATHS,
  PROFILE_API_PATHS,
  RABIES_API_PATHS,
  REFERENCE_API_PATHS,
  REGISTRATION_API_PATHS,
  SEASONAL_CAMPAIGN_API_PATHS,
  SMS_API_PATHS,
  STRUCTURE_API_PATHS,
  VACCINATION_API_PATHS,
  VACCINATION_KIND_API_PATHS,
} from '@evax/shared/contract';

/** API_PATHS is each area's paths in one object: a key two areas use would silently hide one of them. */
describe('API_PATHS, merged from the areas', () => {
  const areas = {
    COMMON_API_PATHS,
    AUTH_API_PATHS,
    PROFILE_API_PATHS,
    STRUCTURE_API_PATHS,
    SMS_API_PATHS,
    ADMIN_API_PATHS,
    REFERENCE_API_PATHS,
    CITIZEN_CHILDREN_API_PATHS,
    VACCINATION_API_PATHS,
    VACCINATION_KIND_API_PATHS,
    SEASONAL_CAMPAIGN_API_PATHS,
    RABIES_API_PATHS,
    REGISTRATION_API_PATHS,
    MEDICAL_FOLDER_API_PATHS,
    MAPI_API_PATHS,
    DOCUMENTS_API_PATHS,
    APPOINTMENT_API_PATHS,
    DASHBOARD_API_PATHS,
  };

  it('holds every path of every area, under its own key', () => {
    for (const paths of Object.values(areas)) expect(API_PATHS).toMatchObject(paths);
  });

  it('no key and no path belongs to two areas', () => {
    const keys = Object.values(areas).flatMap((paths) => Object.keys(paths));
    expect(keys.length).toBe(new Set(keys).size);
    expect(Object.keys(API_PATHS).length).toBe(keys.length);
    const paths = Object.values(areas).flatMap((paths) => Object.values(paths));
    expect(paths.length).toBe(new Set(paths).size);
  });

  it('keeps the account paths under their old name too', () => {
    expect(API_PATHS).toMatchObject(ACCOUNT_API_PATHS);
    expect(ACCOUNT_API_PATHS.me).toBe('/api/v1/me');
  });
});
