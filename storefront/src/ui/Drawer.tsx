import type { ReactNode } from 'react';
import { Modal } from './Modal';

export type DrawerSide = 'start' | 'end' | 'top' | 'bottom';

/** A panel that slides in from a side of the screen: the shop's `Modal`, placed at that side. */
export function Drawer({
  open,
  onClose,
  title,
  closeLabel,
  side = 'end',
  className = '',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  side?: DrawerSide;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={closeLabel}
      className={`drawer drawer--${side} ${className}`.trim()}
    >
      {children}
    </Modal>
  );
}
