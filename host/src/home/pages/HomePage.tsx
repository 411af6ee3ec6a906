import { lazy, Suspense } from 'react';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { flattenMenu, personName, useAuthStore, useLanguage } from '@evax/shared/runtime';
import { useAllowedMenu } from '../../app/use-allowed-menu';
import { useLoadOpenableAreas } from '../../federation/use-remote-areas';
import { AreaCard } from '../components/AreaCard';
import { HomePanel } from '../components/HomePanel';
import { useFocusOnArrival } from '../../layout/use-focus-on-arrival';
import { FrameHeading, FrameText } from '../../layout/frame-text';

// The statistics, their texts and the map's boundaries are a chunk of their own, after the page.
const HomeStatistics = lazy(() => import('../../statistics/HomeStatistics'));

/**
 * /admin/home (view-dashboard): the home statistics scoped to the user's level, then the work the user can do today, one card per menu
 * entry their permissions open (the menu's own rule, `useAllowedMenu`).
 */
export default function HomePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useAuthStore((state) => state.currentUser);
  const entries = flattenMenu(useAllowedMenu()).filter((item) => item.key !== 'home' && !item.children);
  // The cards are the areas' menus (announced, or their descriptors now): "nothing open to you" only once all are known.
  const stillLoading = !useLoadOpenableAreas({ whenIdle: false });
  const title = useFocusOnArrival<HTMLHeadingElement>();

  return (
    <HomePanel>
      <Flex vertical gap="middle">
        <FrameHeading ref={title} tabIndex={-1} level={1} style={{ margin: 0, fontSize: 24, outline: 'none' }}>
          {t('HOME.WELCOME', { name: user ? personName(user, language) : '' })}
        </FrameHeading>
        <Suspense fallback={<div aria-busy="true" style={{ minHeight: 120 }} />}>
          <HomeStatistics />
        </Suspense>
        {entries.length > 0 && <FrameText secondary>{t('HOME.DESC')}</FrameText>}
        {entries.length === 0 && !stillLoading && <FrameText secondary>{t('HOME.NOTHING')}</FrameText>}
        <Flex gap="middle" wrap>
          {entries.map((entry) => (
            <AreaCard key={entry.key} entry={entry} />
          ))}
        </Flex>
      </Flex>
    </HomePanel>
  );
}
