import { Breadcrumb } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELL_ROUTES } from '@evax/shared/contract';
import { usePageHeading } from '../app/page-heading';
import { useFocusOnArrival } from './use-focus-on-arrival';
import { FrameHeading } from './frame-text';

/** Spec 1 §2.4: the breadcrumb and the title of the page, from its route descriptor and menu entry. */
export function Subheader() {
  const { t } = useTranslation();
  const heading = usePageHeading();
  const title = useFocusOnArrival<HTMLHeadingElement>();
  if (!heading) return null;
  const { titleKey, trail, entry, onEntryPage } = heading;
  const items = [
    {
      key: 'root',
      title: (
        <Link to={SHELL_ROUTES.home} aria-label={t('MENU.HOME')}>
          <HomeOutlined />
        </Link>
      ),
    },
    ...trail.map((item) => ({
      key: item.key,
      title: (item === entry && onEntryPage) || item.children ? t(item.labelKey) : <Link to={item.path}>{t(item.labelKey)}</Link>,
    })),
    // A page titled like its entry (a show page) ends the breadcrumb at the entry's link.
    ...(onEntryPage || titleKey === entry?.labelKey ? [] : [{ key: 'page', title: t(titleKey) }]),
  ];
  return (
    <header style={{ marginBlockEnd: 16 }}>
      <Breadcrumb items={items} aria-label={t('LAYOUT.BREADCRUMB')} />
      {/* The page's one h1, drawn at the size of an h3 (the layout's scale). */}
      <FrameHeading ref={title} tabIndex={-1} level={1} style={{ marginBlock: '8px 0', fontSize: 24, outline: 'none' }}>
        {t(titleKey)}
      </FrameHeading>
    </header>
  );
}
