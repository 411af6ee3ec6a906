import { create } from 'zustand';
import type { CurrentUser } from '@evax/shared/contract';

/**
 * The structure chooser after sign-in (spec 1 §4.2, isNameSpaceShown): shown once per sign-in
 * to a user who works at several structures, and who no longer has to change the password.
 * Not persisted: a reload goes on at the default structure.
 */
interface StructureChoiceState {
  pending: boolean;
  /** Called when a sign-in succeeds. */
  afterSignIn(user: CurrentUser): void;
  done(): void;
}

export const useStructureChoice = create<StructureChoiceState>()((set) => ({
  pending: false,
  afterSignIn: (user) => set({ pending: needsStructureChoice(user) }),
  done: () => set({ pending: false }),
}));

export function needsStructureChoice(user: CurrentUser): boolean {
  return !user.isSuperuser && !user.isDssb && user.structuresDetails.length > 1;
}
