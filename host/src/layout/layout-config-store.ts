import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { LAYOUT_CONFIG_KEY } from '@evax/shared/contract';

/** The layout configuration (spec 1 §3): kept under LayoutConfig, apart from the session. */
interface LayoutConfig {
  /** The side menu shows icons only (wide screens). */
  menuCollapsed: boolean;
  toggleMenu(): void;
  /** The side menu's groups each user closed, by the user's id: a group is open unless its user closed it. */
  closedMenuGroups: Record<string, string[]>;
  /** Closes the user's group if open, opens it if closed. */
  toggleMenuGroup(user: string, group: string): void;
}

export const useLayoutConfig = create<LayoutConfig>()(
  persist(
    (set) => ({
      menuCollapsed: false,
      toggleMenu: () => set((state) => ({ menuCollapsed: !state.menuCollapsed })),
      closedMenuGroups: {},
      toggleMenuGroup: (user, group) =>
        set(({ closedMenuGroups }) => {
          const closed = closedMenuGroups[user] ?? [];
          const next = closed.includes(group) ? closed.filter((key) => key !== group) : [...closed, group];
          return { closedMenuGroups: { ...closedMenuGroups, [user]: next } };
        }),
    }),
    {
      name: LAYOUT_CONFIG_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ menuCollapsed, closedMenuGroups }) => ({ menuCollapsed, closedMenuGroups }),
    },
  ),
);
