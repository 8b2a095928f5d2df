import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { courierStatusLabel, statusLabel } from './statusKeys';
import type { OrderDetail, TimelineEntry } from './types';

function what(entry: TimelineEntry, translate: (key: string, options?: object) => string) {
  if (entry.to && (entry.type === 'OrderStatusChanged' || entry.type === 'OrderCancelled')) {
    return translate('resources.orders.timeline.moved', {
      from: entry.from ? translate(statusLabel(entry.from)) : '',
      to: translate(statusLabel(entry.to)),
    });
  }
  if (entry.courierStatus) {
    const status = translate(courierStatusLabel(entry.courierStatus));
    return entry.type === 'ShipmentScanned'
      ? `${translate('resources.orders.timeline.scanned', { status })}${entry.location ? ` (${entry.location})` : ''}`
      : `${translate('resources.orders.timeline.events.OrderCourierStatusChanged')}: ${status}`;
  }
  return translate(`resources.orders.timeline.events.${entry.type}`, { _: entry.type });
}

/** Every event of the order and its parcel: when, what, who and why. */
export const OrderTimeline = () => {
  const record = useRecordContext<OrderDetail>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record?.timeline) return null;
  return (
    <Table size="small" aria-label={translate('resources.orders.sections.timeline')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.orders.timeline.at')}</TableCell>
          <TableCell>{translate('resources.orders.timeline.what')}</TableCell>
          <TableCell>{translate('resources.orders.timeline.who')}</TableCell>
          <TableCell>{translate('resources.orders.timeline.why')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {record.timeline.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>{new Date(entry.occurredAt).toLocaleString(locale)}</TableCell>
            <TableCell>{what(entry, translate)}</TableCell>
            <TableCell>{entry.byEmail ?? entry.by}</TableCell>
            <TableCell>{entry.note ?? entry.description ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
