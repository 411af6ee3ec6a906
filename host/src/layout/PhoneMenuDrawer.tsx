import { Drawer } from 'antd';
import { isRightToLeft, useLanguage } from '@evax/shared/runtime';
import { SideMenu } from './SideMenu';

/** Below md, on a phone, the menu in a drawer from the start side; loaded on phones only. */
export default function PhoneMenuDrawer({ open, onClose, width }: { open: boolean; onClose: () => void; width: number }) {
  const rtl = isRightToLeft(useLanguage());
  return (
    <Drawer open={open} onClose={onClose} placement={rtl ? 'right' : 'left'} size={width} closable={false} styles={{ body: { padding: 0 } }}>
      <SideMenu />
    </Drawer>
  );
}
