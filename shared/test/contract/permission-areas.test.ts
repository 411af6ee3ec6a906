import { ALL_PERMISSIONS, PERMISSION_AREAS } from '@evax/shared/contract';

describe('the permission matrix areas', () => {
  test('hold every permission of the catalogue exactly once', () => {
    const listed = PERMISSION_AREAS.flatMap((area) => [...area.permissions]);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...ALL_PERMISSIONS].sort());
  });
});
