import { Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardGovernorate } from '@evax/shared/contract';
import { formatNumber, localizedName, useLanguage } from '@evax/shared/runtime';
import { LtrText } from '@evax/shared/ui';
import { classBounds, classOf } from './colour-scale';
import { GOVERNORATE_SHAPES } from './governorate-paths';
import { viewBoxAround } from './map-view-box';

const T = 'STATISTICS.MAP';

/**
 * The 24 governorates drawn as SVG from the shipped boundaries, coloured by the indicator's value,
 * a tooltip (title) per governorate, a click filters by it when the user may. The map itself is never
 * mirrored (it is geography); the legend and the layout around it follow the language. Below the
 * national level the user sees one governorate: the map is zoomed to it.
 */
export function GovernorateMap({
  values,
  governorates,
  selected,
  zoomed = false,
  onSelect,
}: {
  values: ReadonlyMap<number, number>;
  /** The governorates the user may filter by (its own only, below the national level). */
  governorates: readonly DashboardGovernorate[];
  selected?: number;
  /** Zoom to the only governorate the user may see (below the national level). */
  zoomed?: boolean;
  onSelect: (governorate: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const byCode = new Map(governorates.map((g) => [g.code, g]));
  const own = zoomed && governorates.length === 1 ? GOVERNORATE_SHAPES.find((shape) => shape.code === governorates[0]!.code) : undefined;
  const bounds = classBounds(Math.max(0, ...values.values()));
  const { token } = theme.useToken();
  // The theme's own primary shades, light to dark: the map follows the organization's theme.
  const palette = [token.colorPrimaryBg, token.colorPrimaryBorder, token.colorPrimaryBorderHover, token.colorPrimary, token.colorPrimaryActive];
  const noValue = token.colorFillSecondary;
  const colourOf = (value: number | undefined) => {
    const index = classOf(value, bounds);
    return index === null ? noValue : palette[index]!;
  };
  return (
    <Flex vertical gap="small">
      <LtrText block>
        <svg
          viewBox={viewBoxAround(own?.d)}
          role="group"
          aria-label={t(`${T}.TITLE`)}
          style={{ width: '100%', maxHeight: 520 }}
          data-testid="governorate-map"
          data-zoomed={own?.code}
        >
          {GOVERNORATE_SHAPES.map((shape) => {
            const governorate = byCode.get(shape.code);
            const value = governorate ? values.get(governorate.id) : undefined;
            const name = governorate ? localizedName(governorate, language) : shape.code;
            const label = `${name} : ${value === undefined ? t(`${T}.NO_DATA`) : formatNumber(value, language)}`;
            return (
              <path
                key={shape.code}
                d={shape.d}
                data-code={shape.code}
                data-value={value ?? 0}
                fill={colourOf(value)}
                stroke={governorate && governorate.id === selected ? token.colorError : token.colorBgContainer}
                strokeWidth={governorate && governorate.id === selected ? 2.5 : 1}
                vectorEffect="non-scaling-stroke"
                style={{ cursor: governorate ? 'pointer' : 'default' }}
                role={governorate ? 'button' : undefined}
                tabIndex={governorate ? 0 : undefined}
                aria-label={label}
                onClick={governorate ? () => onSelect(governorate.id) : undefined}
                onKeyDown={governorate ? (event) => (event.key === 'Enter' || event.key === ' ') && onSelect(governorate.id) : undefined}
              >
                <title>{label}</title>
              </path>
            );
          })}
        </svg>
      </LtrText>
      <Flex gap="small" wrap align="center" role="group" aria-label={t(`${T}.LEGEND`)} data-testid="map-legend">
        <Legend colour={noValue} border={token.colorBorder} text={t(`${T}.NO_DATA`)} />
        {bounds.map((bound, i) => (
          <Legend
            key={bound}
            colour={palette[i]!}
            border={token.colorBorder}
            text={`${formatNumber(i === 0 ? 1 : bounds[i - 1]! + 1, language)} – ${formatNumber(bound, language)}`}
          />
        ))}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(`${T}.CLICK_HINT`)}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="map-attribution">
        {t(`${T}.ATTRIBUTION`)}
      </Typography.Text>
    </Flex>
  );
}

function Legend({ colour, border, text }: { colour: string; border: string; text: string }) {
  return (
    <Flex gap={4} align="center">
      <span style={{ width: 14, height: 14, background: colour, border: `1px solid ${border}`, display: 'inline-block' }} />
      <span style={{ fontSize: 12 }}>{text}</span>
    </Flex>
  );
}
