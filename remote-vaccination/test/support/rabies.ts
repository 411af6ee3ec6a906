import type { RabiesFiche } from '@evax/shared/contract';
import { folderChild } from './folders';

/** An anti-rabies sheet as the details answer it: a category III bite in progress, 4-dose protocol; `overrides` on top. */
export function rabiesSheet(overrides: Partial<RabiesFiche> = {}): RabiesFiche {
  return {
    id: 12,
    state: 'IN_PROGRESS',
    type: 'A2',
    exposureCategory: 'III',
    regimen: 'WHO2018_IM_4DOSE',
    attackDate: '2026-11-20',
    secondAttackDate: null,
    openedOn: '2026-11-20',
    nextDoseDate: '2026-11-23',
    dosesDone: 0,
    complete: false,
    openTooLong: false,
    citizen: folderChild('2015-01-01') as RabiesFiche['citizen'],
    animalState: 'STRAY',
    animalStateD0To7: null,
    animalStateD7To14: null,
    previousTreatment: 'NONE',
    serumRequired: true,
    weightKg: 30,
    phone: null,
    firstUpdated: false,
    closureReason: null,
    closedAt: null,
    details: {},
    doses: [],
    ...overrides,
  };
}
