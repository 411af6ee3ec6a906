import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { LAYOUT_CONFIG_KEY } from '@evax/shared/contract';

/** The layout configuration (spec 1 §3): kept under LayoutConfig, apart from the session. */
interface LayoutConfig {
  /** The side menu shows icons only (wide screens). */
  menuCollapsed: boolean;
  toggleMenu(): void;
}

export const useLayoutConfig = create<LayoutConfig>()(
  persist(
    (set) => ({
      menuCollapsed: false,
      toggleMenu: () => set((state) => ({ menuCollapsed: !state.menuCollapsed })),
    }),
    {
      name: LAYOUT_CONFIG_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ menuCollapsed }) => ({ menuCollapsed }),
    },
  ),
);
