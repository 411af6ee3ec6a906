import { createElement } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import { entityRoutes } from '@evax/shared/ui/shell';
import { SEASONAL_CAMPAIGN } from './entity';

export const { routes: seasonalCampaignRoutes, menu: seasonalCampaignMenu } = entityRoutes({
  entity: SEASONAL_CAMPAIGN,
  menu: { key: 'reference-seasonal-campaign', labelKey: 'REFERENCE.MENU.CAMPAIGN', icon: createElement(CalendarOutlined) },
  pages: {
    list: () => import('./pages/SeasonalCampaignListPage'),
    form: () => import('./pages/SeasonalCampaignFormPage'),
    show: () => import('./pages/SeasonalCampaignShowPage'),
  },
});
