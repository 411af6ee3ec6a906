import { expect, test } from './fixtures';
import { LANGUAGES_UNDER_TEST, expectDirection, signIn, useLanguage } from './support';
import {
  CHILD_TEXTS,
  agentSession,
  childHistory,
  childRecord,
  fillChildStep,
  newFamily,
  nextStep,
  parentStep,
  randomBirthDate,
  registerChild,
  saveChild,
  shiftDays,
  type ChildData,
} from './child-add-support';

// An agent adds a child in two steps with a new parent, then a sibling linked to the same parent;
// a near-duplicate is caught and resolved both ways (open the existing child / a different child).
for (const language of LANGUAGES_UNDER_TEST) {
  test(`an agent adds a child with a new mother, then a sibling linked to her (${language})`, async ({ page, request }) => {
    test.slow();
    const family = newFamily();
    const session = await agentSession(request);
    await useLanguage(page, language);
    await signIn(page, 'agent');

    const first: ChildData = {
      firstNameFr: 'Youssef',
      lastNameFr: family.lastNameFr,
      firstNameAr: 'يوسف',
      lastNameAr: family.lastNameAr,
      birthDate: randomBirthDate(),
      gender: 'male',
      motherFirstNameFr: 'Amira',
    };
    await page.goto('/admin/child/add');
    await expectDirection(page, language);
    await fillChildStep(page, language, first);
    await nextStep(page);
    await parentStep(page, language, family.mother, 'new');
    const created = await saveChild(page);
    expect(created.status).toBe(201);
    const evax = created.body.evaxNumber!;
    await expect(page).toHaveURL(new RegExp(`/admin/child/${evax}$`));
    await expect(page.getByText(CHILD_TEXTS[language as 'fr' | 'ar'].CITIZEN.CHILD_ADD.SAVED.replace('{{evaxNumber}}', evax))).toBeVisible();
    const firstRecord = await childRecord(request, session, evax);
    expect(firstRecord).toMatchObject({
      firstNameFr: 'Youssef',
      birthDate: first.birthDate,
      birthGovernorate: { nameFr: 'Sfax' },
      birthDelegation: { nameFr: 'Sfax Ville' },
      birthWeightKg: 3.1,
    });
    expect(firstRecord.parents).toEqual([expect.objectContaining({ nationalId: family.mother.nationalId, role: 'mother' })]);

    // The sibling, years apart: check_parent finds the mother, the child is linked to her.
    const sibling: ChildData = { ...first, firstNameFr: 'Salma', firstNameAr: 'سلمى', gender: 'female', birthDate: shiftDays(first.birthDate, -800) };
    await page.goto('/admin/child/add');
    await fillChildStep(page, language, sibling);
    await nextStep(page);
    await parentStep(page, language, family.mother, 'exists');
    const second = await saveChild(page);
    expect(second.status).toBe(201);
    const siblingRecord = await childRecord(request, session, second.body.evaxNumber!);
    expect(siblingRecord.parents).toEqual([expect.objectContaining({ id: firstRecord.parents[0]!.id, role: 'mother' })]);
  });

  test(`a near-duplicate is caught, then resolved by opening the existing child or as a different child (${language})`, async ({ page, request }) => {
    test.slow();
    const t = CHILD_TEXTS[language as 'fr' | 'ar'].CITIZEN.CHILD_ADD.DUPLICATES;
    const session = await agentSession(request);
    await useLanguage(page, language);
    await signIn(page, 'agent');

    for (const resolution of ['open', 'different'] as const) {
      const family = newFamily();
      const registered: ChildData = {
        firstNameFr: 'Chaima',
        lastNameFr: family.lastNameFr,
        firstNameAr: 'شيماء',
        lastNameAr: family.lastNameAr,
        birthDate: randomBirthDate(),
        gender: 'female',
        motherFirstNameFr: 'Amira',
      };
      const existing = await registerChild(request, session, registered, family.mother);

      // The same girl typed again a day off, her first name spelt the other way.
      await page.goto('/admin/child/add');
      await fillChildStep(page, language, { ...registered, firstNameFr: 'Shaima', birthDate: shiftDays(registered.birthDate, 1) });
      await nextStep(page);
      await parentStep(page, language, family.mother, 'exists');
      const refused = await saveChild(page);
      expect(refused.status).toBe(409);
      const panel = page.getByTestId('duplicates');
      await expect(panel.getByText(t.TITLE)).toBeVisible();
      const candidate = panel.getByTestId('duplicate-candidate').filter({ hasText: existing });
      await expect(candidate).toBeVisible();
      await expect(panel.getByTestId('duplicate-entered')).toContainText('Shaima');

      if (resolution === 'open') {
        await candidate.getByRole('button', { name: t.OPEN }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/child/${existing}$`));
      } else {
        const answer = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('create_children'));
        await panel.getByRole('button', { name: t.CONFIRM }).click();
        const confirmed = await answer;
        expect(confirmed.status()).toBe(201);
        expect(confirmed.request().postDataJSON()).toMatchObject({ confirmNotDuplicate: true });
        const evax = ((await confirmed.json()) as { evaxNumber: string }).evaxNumber;
        await expect(page).toHaveURL(new RegExp(`/admin/child/${evax}$`));
        const history = await childHistory(request, session, evax);
        expect(history.map((entry) => entry.action)).toContain('create_confirmed_not_duplicate');
      }
    }
  });
}
