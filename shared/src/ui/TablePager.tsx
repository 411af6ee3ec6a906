import { useContext } from 'react';
import { Button, ConfigProvider, Flex, Select, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '@evax/shared/contract';
import { pageRange, pageWindow } from './widgets/widget-rules.js';

export interface TablePagerProps {
  page: number;
  pageSize: number;
  count: number;
  /** The server counted no further than `count` (LIST_COUNT_CAP): "of more than {size}". */
  countCapped?: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/**
 * The paged table's pager (spec 1 §4.4): "showing {from} to {to} of {size}", previous, a window of
 * at most 10 consecutive page numbers (pageWindow), next, and the page sizes 10/25/30/50.
 * Laid out in reading order by flexbox, so it mirrors itself in Arabic; only the arrows are chosen by direction.
 */
export function TablePager({ page, pageSize, count, countCapped = false, onPage, onPageSize }: TablePagerProps) {
  const { t } = useTranslation();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const pages = pageWindow(page, pageCount);
  const rtl = direction === 'rtl';

  return (
    <Flex gap="small" wrap align="center" justify="flex-end" className="evax-table-pager">
      <Typography.Text className="evax-table-total">
        {t(countCapped ? 'TABLE.SHOWING_MORE_THAN' : 'TABLE.SHOWING', pageRange(page, pageSize, count))}
      </Typography.Text>
      <nav aria-label={t('TABLE.PAGES')}>
        <Flex gap={4} wrap align="center" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          <li>
            <Button
              type="text"
              aria-label={t('TABLE.PREVIOUS')}
              title={t('TABLE.PREVIOUS')}
              icon={rtl ? <RightOutlined /> : <LeftOutlined />}
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
            />
          </li>
          {pages.map((number) => (
            <li key={number} className={`evax-page-item evax-page-item-${number}${number === page ? ' evax-page-item-active' : ''}`}>
              <Button
                type={number === page ? 'primary' : 'text'}
                ghost={number === page}
                title={String(number)}
                aria-current={number === page ? 'page' : undefined}
                onClick={() => number !== page && onPage(number)}
              >
                {number}
              </Button>
            </li>
          ))}
          <li>
            <Button
              type="text"
              aria-label={t('TABLE.NEXT')}
              title={t('TABLE.NEXT')}
              icon={rtl ? <LeftOutlined /> : <RightOutlined />}
              disabled={page >= pageCount}
              onClick={() => onPage(page + 1)}
            />
          </li>
        </Flex>
      </nav>
      <Select<number>
        aria-label={t('TABLE.PAGE_SIZE')}
        value={pageSize}
        onChange={onPageSize}
        popupMatchSelectWidth={false}
        options={PAGE_SIZE_OPTIONS.map((size) => ({ value: size, label: t('TABLE.PER_PAGE', { size }) }))}
      />
    </Flex>
  );
}
