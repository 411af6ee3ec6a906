import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ZScoreAnswer } from '@evax/shared/contract';

/** Bands that call for attention (orange) or action (red); NORMAL is green. */
const SEVERE = new Set(['SEVERELY_UNDERWEIGHT', 'SEVERELY_STUNTED', 'SEVERELY_WASTED', 'OBESE', 'SEVERE_MICROCEPHALY', 'SEVERE_MACROCEPHALY']);

/** A z-score with its WHO band in plain words ("Normal (z = -0.4)"); a dash where WHO's tables end. */
export function ZScoreTag({ score }: { score: ZScoreAnswer | null }) {
  const { t } = useTranslation();
  if (!score) return <span aria-label={t('MEDICAL_FOLDER.Z_SCORE.NONE')}>—</span>;
  const color = score.band === 'NORMAL' ? 'green' : SEVERE.has(score.band) ? 'red' : 'orange';
  const z = `z = ${score.z.toFixed(2)}`;
  return (
    <Tooltip title={z}>
      <Tag color={color} data-band={score.band}>
        {t(`MEDICAL_FOLDER.BANDS.${score.band}`)} <bdi dir="ltr">({z})</bdi>
      </Tag>
    </Tooltip>
  );
}
