import { create } from 'zustand';
import type { CurrentUser } from '@evax/shared/contract';
import { needsStructureChoice, takeStructureChoiceHandover } from './structure-choice-handover';

export { needsStructureChoice };

/**
 * The structure chooser after sign-in (spec 1 §4.2, isNameSpaceShown): shown once per sign-in
 * to a user who works at several structures, and who no longer has to change the password.
 * Not persisted: a reload goes on at the default structure. A sign-in on the light sign-in page
 * hands it over to the shell's start (structure-choice-handover.ts).
 */
interface StructureChoiceState {
  pending: boolean;
  /** Called when a sign-in succeeds. */
  afterSignIn(user: CurrentUser): void;
  done(): void;
}

export const useStructureChoice = create<StructureChoiceState>()((set) => ({
  pending: takeStructureChoiceHandover(),
  afterSignIn: (user) => set({ pending: needsStructureChoice(user) }),
  done: () => set({ pending: false }),
}));
