import { useEffect, useMemo } from 'react';
import { mayOpenArea } from '@evax/shared/contract';
import { usePermissionSubject } from '@evax/shared/runtime';
import { isSettled, useRemoteModules, type RemoteArea } from './remote-modules-store';
import { announcesMenu } from './announced-menu';

/** The areas the signed-in user may open (holds one of the permissions each announced). */
export function useOpenableAreas(): RemoteArea[] {
  const subject = usePermissionSubject();
  const areas = useRemoteModules((state) => state.areas);
  return useMemo(() => areas.filter((area) => !!area.announcement && mayOpenArea(subject, area.announcement)), [areas, subject]);
}

/**
 * Makes the menus of the areas the user may open known, and says when they all are. An area that
 * announces its menu (its area.json) needs nothing more: its code loads when the user opens one of
 * its pages. The others' descriptors load: `whenIdle`, after the current page is usable, when the
 * browser has nothing else to do (the side menu); otherwise now (a page that lists them).
 * `everyArea`: every area's descriptor, announced menu or not (a path no route holds yet may be a
 * prefix a remote added after its announcement was read).
 */
export function useLoadOpenableAreas({ whenIdle, everyArea = false }: { whenIdle: boolean; everyArea?: boolean }): boolean {
  const open = useRemoteModules((state) => state.open);
  const configured = useConfiguredAreas();
  const openable = useOpenableAreas();
  const known = (area: RemoteArea) => !everyArea && announcesMenu(area.announcement);
  const waiting = openable.filter((area) => area.status === 'idle' && !known(area)).map((area) => area.name);
  const key = waiting.join(',');

  useEffect(() => {
    if (!key) return;
    const names = key.split(',') as RemoteArea['name'][];
    const load = () => names.forEach((name) => void open(name));
    if (!whenIdle) {
      load();
      return;
    }
    return whenBrowserIdle(load);
  }, [key, open, whenIdle]);

  return configured && openable.every((area) => isSettled(area) || known(area));
}

/** Reads the remotes configuration and the areas' announcements (once); true once read. */
function useConfiguredAreas(): boolean {
  const configure = useRemoteModules((state) => state.configure);
  const configured = useRemoteModules((state) => state.configured);
  useEffect(() => {
    if (!configured) void configure();
  }, [configure, configured]);
  return configured;
}

/** Where the browser has no requestIdleCallback (Safari, jsdom), the idle work waits this long. */
export const IDLE_FALLBACK_MS = 200;

/** requestIdleCallback where there is one (not in Safari, nor jsdom): a short timer elsewhere. */
function whenBrowserIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(timer);
}
