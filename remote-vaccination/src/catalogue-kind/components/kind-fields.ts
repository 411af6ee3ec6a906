import type { KindDoseBody, KindDoseEditBody, KindVaccinesList, Language, OptionChoice, SeasonalCampaign } from '@evax/shared/contract';
import type { FieldDefinition, FormValues } from '@evax/shared/ui';
import { allergyConfirmationOf, doseFields, fileOf, textOf, toGivenDose } from '../../common/components/dose-fields';
import type { KindVaccinationPayload } from '../api';

const F = 'VACCINATION.KIND.NEW.FIELDS';

/** The vaccines and campaigns the form offers (an edit adds the dose's own when no longer offered). */
export interface KindFormChoices {
  vaccines: KindVaccinesList['vaccines'];
  campaigns: Pick<SeasonalCampaign, 'id' | 'nameFr' | 'nameAr'>[];
}

/** What the form is for (a new vaccination sends a file; an edit replaces the dose's fields), and whether the server asked to confirm an allergy precaution. */
export interface KindFormOptions {
  mode: 'new' | 'edit';
  allergyWarned?: boolean;
  /** An edit asks for the site only when the dose has one (issue 30): a dose recorded without one stays so. */
  siteRecorded?: boolean;
}

/**
 * The fields of an occasional or seasonal vaccination (spec 2 §3): the dose's skeleton with a
 * vaccine of the kind's catalogue, the campaign when seasonal; a new one's supporting file; the
 * allergy confirmation once the server asked for it.
 */
export function kindFields(
  list: KindFormChoices,
  sites: OptionChoice[],
  language: Language,
  seasonal: boolean,
  birthDate: string,
  { mode, allergyWarned = false, siteRecorded = true }: KindFormOptions = { mode: 'new' },
): FieldDefinition[] {
  const campaign: FieldDefinition[] = seasonal
    ? [
        {
          type: 'select',
          name: 'campaign',
          label: `${F}.CAMPAIGN`,
          required: true,
          props: { options: list.campaigns.map((c) => ({ value: c.id, label: language === 'ar' ? c.nameAr : c.nameFr })) },
        },
      ]
    : [];
  return [
    {
      type: 'select',
      name: 'dci',
      label: `${F}.VACCINE`,
      required: true,
      width: seasonal ? 12 : 24,
      props: { options: list.vaccines.map((v) => ({ value: v.id, label: language === 'ar' ? v.nameAr : v.name })) },
    },
    ...campaign,
    doseFields.commercialName(),
    doseFields.lotNumber(),
    doseFields.injectionSite(sites, language, mode === 'new' || siteRecorded),
    doseFields.vaccinationDate({ minDate: birthDate }),
    doseFields.place(),
    doseFields.quantity(),
    ...(mode === 'new' ? [doseFields.file()] : []),
    doseFields.allergyConfirmation(allergyWarned),
  ];
}

/** The vaccine given, from the form's values (the fields shared by a new vaccination and an edit). */
export function toKindDose(values: FormValues, seasonal: boolean): KindDoseBody {
  return {
    dci: Number(values.dci),
    ...toGivenDose(values),
    ...(seasonal && values.campaign ? { campaign: Number(values.campaign) } : {}),
  };
}

/** The form's values as the API's body: the one vaccine of the visit under vaccines_set, the confirmation, the file. */
export function toKindBody(evaxNumber: string, values: FormValues, seasonal: boolean): KindVaccinationPayload {
  return { evaxNumber, vaccines_set: [toKindDose(values, seasonal)], ...allergyConfirmationOf(values), ...fileOf(values) };
}

/** The edit form's values as PUT .../{id}/edit's body: the site empty (null) when none is chosen, on a dose recorded without one. */
export const toKindEdit = (values: FormValues, seasonal: boolean): KindDoseEditBody => ({
  ...toKindDose(values, seasonal),
  injectionSite: textOf(values.injectionSite) ?? null,
  ...allergyConfirmationOf(values),
});
