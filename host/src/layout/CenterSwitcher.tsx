import { Button, Dropdown } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DELAYS_MS } from '@evax/shared/contract';
import { notify, useAuthStore, useLanguage } from '@evax/shared/runtime';
import { changeCurrentCenter } from '../auth/sign-in-api';
import { structureLabel } from '../auth/structure-label';

/**
 * Change the current centre from the header (users of several structures): the chosen one
 * becomes the default, permissions are replaced, and the page reloads after 100 ms so every
 * area starts over with them.
 */
export function CenterSwitcher({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const structures = useAuthStore((state) => state.currentUser?.structuresDetails ?? []);
  if (structures.length < 2) return null;

  const choose = async (structureId: number) => {
    try {
      const { structure } = await changeCurrentCenter(structureId);
      notify.success('AUTH.CENTER.CHANGED', { name: structureLabel(structure, language).name });
      setTimeout(reload, DELAYS_MS.reloadAfterCenterChange);
    } catch (error) {
      notify.failure(error);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: structures.filter((detail) => detail.isDefault).map((detail) => String(detail.structure.id)),
        items: structures.map((detail) => {
          const { group, name } = structureLabel(detail, language);
          return { key: String(detail.structure.id), label: name, extra: group };
        }),
        onClick: ({ key }) => {
          if (!structures.find((detail) => String(detail.structure.id) === key)?.isDefault) void choose(Number(key));
        },
      }}
    >
      <Button type="text" icon={<SwapOutlined />} aria-label={t('AUTH.CENTER.CHANGE')} title={t('AUTH.CENTER.CHANGE')} />
    </Dropdown>
  );
}
