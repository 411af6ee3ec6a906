import { ACCOUNT_API_PATHS, apiPath, type Language } from '@evax/shared/contract';
import { http } from '@evax/shared/runtime';
import type { FieldDefinition, FieldOption, FormValues } from '@evax/shared/ui';

/** A governorate or a delegation of the residence. */
export interface Place {
  id: number;
  nameFr: string;
  nameAr: string;
}

/** The governorates, then one governorate's delegations, for a residence. */
export const placesApi = {
  async governorates(): Promise<Place[]> {
    const { data } = await http.get<Place[]>(ACCOUNT_API_PATHS.governorates);
    return data;
  },

  async delegations(governorate: number): Promise<Place[]> {
    const { data } = await http.get<Place[]>(apiPath(ACCOUNT_API_PATHS.governorateDelegations, { id: governorate }));
    return data;
  },
};

const filtered = (options: FieldOption[], search: string) => {
  const typed = search.trim().toLocaleLowerCase();
  return typed ? options.filter((o) => o.label.toLocaleLowerCase().includes(typed)) : options;
};
const places = (rows: Place[], language: Language): FieldOption[] => rows.map((p) => ({ value: p.id, label: language === 'ar' ? p.nameAr : p.nameFr }));

export interface ResidenceFieldsOptions {
  language: Language;
  /** The values' names of the governorate and of its delegation. */
  names: { governorate: string; delegation: string };
  /** Translation keys of their labels. */
  labels: { governorate: string; delegation: string };
  required?: boolean;
  width?: number;
}

/** A governorate, then one of its delegations (cleared when the governorate changes), searched by name in the language shown. */
export function residenceFields({ language, names, labels, required = false, width }: ResidenceFieldsOptions): FieldDefinition[] {
  return [
    {
      type: 'async_select',
      name: names.governorate,
      label: labels.governorate,
      required,
      ...(width ? { width } : {}),
      props: { loadOptions: async (search: string) => filtered(places(await placesApi.governorates(), language), search) },
    },
    {
      type: 'async_select',
      name: names.delegation,
      label: labels.delegation,
      required,
      ...(width ? { width } : {}),
      dependsOn: [names.governorate],
      props: {
        loadOptions: async (search: string, values: FormValues) => {
          const governorate = Number(values[names.governorate]);
          return governorate ? filtered(places(await placesApi.delegations(governorate), language), search) : [];
        },
      },
    },
  ];
}
