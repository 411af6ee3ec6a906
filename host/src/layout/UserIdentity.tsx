import { Flex, Grid, theme } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CurrentUser, Language } from '@evax/shared/contract';
import { personName, useAuthStore, useLanguage } from '@evax/shared/runtime';
import type { TFunction } from 'i18next';
import { FrameText } from './frame-text';

/** The signed-in user's name, and under it what they act as (spec 1 §2.4, header greeting). */
export function UserIdentity() {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useAuthStore((state) => state.currentUser);
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  if (!user) return null;

  return (
    <Flex align="center" gap="small">
      {/* antd's Avatar drawn with its tokens: the component brings its group's Popover (about 7 KB gz). */}
      <span
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flex: 'none',
          width: token.controlHeight,
          height: token.controlHeight,
          borderRadius: '50%',
          fontSize: Math.round((token.fontSizeLG + token.fontSizeXL) / 2),
          color: token.colorTextLightSolid,
          backgroundColor: token.colorPrimary,
        }}
      >
        <UserOutlined />
      </span>
      {screens.sm !== false && (
        <Flex vertical style={{ lineHeight: 1.3 }}>
          <FrameText strong>{personName(user, language)}</FrameText>
          <FrameText secondary style={{ fontSize: 12 }}>
            {roleLine(user, language, t)}
          </FrameText>
        </Flex>
      )}
    </Flex>
  );
}

/** Superuser, national level, or the default structure's group and name in the active language. */
function roleLine(user: CurrentUser, language: Language, t: TFunction): string {
  if (user.isSuperuser) return t('HEADER.SUPERUSER');
  if (user.isDssb) return t('HEADER.DSSB');
  const current = user.structuresDetails.find((detail) => detail.isDefault) ?? user.structuresDetails[0];
  if (!current) return '';
  const [groupAr, groupFr] = current.groupDetails;
  const structure = language === 'ar' ? current.structure.nameAr : current.structure.nameFr;
  return distinctParts([language === 'ar' ? groupAr : groupFr, structure]).join(' · ');
}

/** A group named like its structure (a regional directorate is its own group) is said once. */
function distinctParts(parts: readonly (string | undefined)[]): string[] {
  const seen = new Set<string>();
  return parts.flatMap((part) => {
    const text = part?.trim() ?? '';
    const key = text.toLocaleLowerCase();
    if (!text || seen.has(key)) return [];
    seen.add(key);
    return [text];
  });
}
