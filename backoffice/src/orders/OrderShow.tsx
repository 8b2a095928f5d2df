import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  Button,
  Show,
  TopToolbar,
  useLocaleState,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { timeTravelLink } from '../time-travel/orderAt';
import { MoveButtons } from './MoveButtons';
import { OrderTimeline } from './OrderTimeline';
import { RefreshTrackingButton } from './RefreshTrackingButton';
import { ShipmentDialog } from './ShipmentDialog';
import { CourierStatusField, PaymentStatusField, StatusField } from './StatusField';
import type { OrderDetail } from './types';

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate(`resources.orders.sections.${title}`)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2">
      <strong>{translate(label)}:</strong> {children}
    </Typography>
  );
};

const OrderPage = () => {
  const record = useRecordContext<OrderDetail>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Sellers follow their own orders; only staff move them on and record shipments.
  const { permissions } = usePermissions();
  const staff = permissions === 'staff';
  if (!record) return null;
  const money = (amount: number, currency = record.currency) =>
    amount.toLocaleString(locale, { style: 'currency', currency });
  const recipient = record.recipient ?? {};
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={12}>
        <Typography variant="h5">
          {record.orderNumber} <StatusField />
        </Typography>
        {record.note ? <Typography color="text.secondary">{record.note}</Typography> : null}
        {staff ? <MoveButtons /> : null}
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Section title="lines">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.orders.lines.title')}</TableCell>
                <TableCell align="right">{translate('resources.orders.lines.quantity')}</TableCell>
                <TableCell align="right">{translate('resources.orders.lines.unitPrice')}</TableCell>
                <TableCell align="right">{translate('resources.orders.lines.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {record.lines?.map((line) => (
                <TableRow key={`${line.productId}-${line.variantId ?? ''}`}>
                  <TableCell>{line.title}</TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell align="right">{money(line.unitPrice)}</TableCell>
                  <TableCell align="right">{money(line.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Section title="amounts">
          {record.amounts ? (
            <>
              <Row label="resources.orders.amounts.subTotal">{money(record.amounts.subTotal)}</Row>
              <Row label="resources.orders.amounts.shipping">{money(record.amounts.shipping)}</Row>
              <Row label="resources.orders.amounts.tax">{money(record.amounts.tax)}</Row>
              <Row label="resources.orders.amounts.total">{money(record.amounts.total)}</Row>
              <Row label="resources.orders.amounts.totalUsd">
                {money(record.amounts.totalUsd, 'USD')}
              </Row>
              {record.salePrice !== null ? (
                <Row label="resources.orders.fields.salePrice">
                  {money(record.salePrice, 'USD')}
                </Row>
              ) : null}
              {record.profit !== null ? (
                <>
                  <Row label="resources.orders.fields.purchaseCost">
                    {money(record.purchaseCost ?? 0, 'USD')}
                  </Row>
                  <Row label="resources.orders.fields.profit">{money(record.profit, 'USD')}</Row>
                </>
              ) : null}
            </>
          ) : null}
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Section title="recipient">
          <Row label="resources.orders.recipient.fullName">{recipient.fullName}</Row>
          <Row label="resources.orders.recipient.phone">{recipient.phone}</Row>
          <Row label="resources.orders.recipient.postalCode">{recipient.postalCode}</Row>
          <Row label="resources.orders.recipient.address">
            {[
              recipient.address,
              recipient.address2,
              recipient.city,
              recipient.province,
              recipient.country,
            ]
              .filter(Boolean)
              .join(', ')}
          </Row>
          {recipient.customsId ? (
            <Row label="resources.orders.recipient.customsId">{recipient.customsId}</Row>
          ) : null}
          <Row label="resources.orders.fields.customerEmail">{record.customerEmail}</Row>
          <Row label="resources.orders.fields.siteId">
            {translate(`resources.affiliates.sites.${record.siteId ?? 1}`)}
          </Row>
          {record.affiliateId ? (
            <Row label="resources.orders.fields.affiliateId">{record.affiliateId}</Row>
          ) : null}
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Section title="payment">
          <Row label="resources.orders.fields.paymentStatus">
            <PaymentStatusField />
          </Row>
          <Row label="resources.orders.fields.paymentMethod">{record.paymentMethod}</Row>
          <Row label="resources.orders.fields.code">{record.code ?? '—'}</Row>
          <Row label="resources.orders.fields.refundStatus">{record.refundStatus}</Row>
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Section title="shipment">
          {record.trackingNumber ? (
            <>
              <Row label="resources.orders.shipment.carrier">{record.carrierName}</Row>
              <Row label="resources.orders.shipment.trackingNumber">
                {record.trackingUrl ? (
                  <Link href={record.trackingUrl} target="_blank" rel="noopener noreferrer">
                    {record.trackingNumber}
                  </Link>
                ) : (
                  record.trackingNumber
                )}
              </Row>
              <Row label="resources.orders.fields.courierStatus">
                <CourierStatusField />
              </Row>
              <Row label="resources.orders.shipment.weightGrams">{record.weightGrams}</Row>
              <Row label="resources.orders.shipment.shippingFee">
                {record.shippingFee === null ? '' : money(record.shippingFee, 'USD')}
              </Row>
            </>
          ) : (
            <Typography variant="body2">{translate('resources.orders.shipment.none')}</Typography>
          )}
          {staff ? (
            <>
              <ShipmentDialog />
              <RefreshTrackingButton />
            </>
          ) : null}
        </Section>
      </Grid>
      <Grid size={12}>
        <Section title="timeline">
          <OrderTimeline />
        </Section>
      </Grid>
    </Grid>
  );
};

/** Opens the time-travel page on this order, to see it as it stood at a chosen moment. */
const TimeTravelButton = () => {
  const record = useRecordContext<OrderDetail>();
  if (!record) return null;
  return <Button label="shop.time_travel.order_link" to={timeTravelLink(record.orderNumber)} />;
};

/** One order: what was bought, by whom, where it goes, and every step so far. */
export const OrderShow = () => (
  <Show
    actions={
      <TopToolbar>
        <TimeTravelButton />
      </TopToolbar>
    }
    component="div"
  >
    <OrderPage />
  </Show>
);
