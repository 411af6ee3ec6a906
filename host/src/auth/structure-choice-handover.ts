import type { CurrentUser } from '@evax/shared/contract';

/**
 * The sign-in page signs in, then loads the shell: whether the structure chooser is due crosses
 * that page load in this tab's session storage (a yes, no token: the session itself is in the
 * persisted store). The shell takes it once, at start.
 */
const STRUCTURE_CHOICE_DUE_KEY = 'evax.structureChoiceDue';

export function needsStructureChoice(user: CurrentUser): boolean {
  return !user.isSuperuser && !user.isDssb && user.structuresDetails.length > 1;
}

/** On the sign-in page, once signed in, before loading the shell. */
export function handOverStructureChoice(user: CurrentUser): void {
  if (needsStructureChoice(user)) sessionStorage.setItem(STRUCTURE_CHOICE_DUE_KEY, 'yes');
  else sessionStorage.removeItem(STRUCTURE_CHOICE_DUE_KEY);
}

/** In the shell, at start: whether the sign-in page said the chooser is due (read once, then forgotten). */
export function takeStructureChoiceHandover(): boolean {
  const due = sessionStorage.getItem(STRUCTURE_CHOICE_DUE_KEY) === 'yes';
  sessionStorage.removeItem(STRUCTURE_CHOICE_DUE_KEY);
  return due;
}
