import { createElement } from 'react';
import { UnorderedListOutlined } from '@ant-design/icons';
import { entityRoutes } from '@evax/shared/ui/shell';
import { OPTION_LIST } from './entity';

export const { routes: optionListRoutes, menu: optionListMenu } = entityRoutes({
  entity: OPTION_LIST,
  menu: { key: 'reference-lists', labelKey: 'REFERENCE.MENU.LISTS', icon: createElement(UnorderedListOutlined) },
  pages: {
    list: () => import('./pages/OptionListListPage'),
    form: () => import('./pages/OptionListFormPage'),
    show: () => import('./pages/OptionListShowPage'),
  },
});
