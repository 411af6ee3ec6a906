import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MenuItemDescriptor } from '@evax/shared/runtime';
import { useListCount } from '../use-list-count';
import { HomePanel } from './HomePanel';
import { FrameText } from '../../layout/frame-text';

/** One area the user may open: its name, the size of its list where one exists, a link. */
export function AreaCard({ entry }: { entry: MenuItemDescriptor }) {
  const { t } = useTranslation();
  const count = useListCount(entry.count);
  const label = t(entry.labelKey);

  return (
    <HomePanel size="small" minWidth={200} area={entry.key}>
      <Flex vertical gap="small">
        <Flex gap="small" align="center">
          {entry.icon}
          <FrameText strong>{label}</FrameText>
        </Flex>
        {entry.count && count !== undefined && <FrameText secondary>{t(entry.count.labelKey, { count })}</FrameText>}
        <Link to={entry.path} aria-label={`${t('HOME.OPEN')} ${label}`}>
          {t('HOME.OPEN')}
        </Link>
      </Flex>
    </HomePanel>
  );
}
