import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type CarrierId, carrierIds, carriers } from '@shop/core/shared';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '../dataProvider/httpClient';
import type { OrderRecord } from './types';

const trackingPattern = /^[A-Za-z0-9-]{4,40}$/;
const feePattern = /^\d{1,5}(\.\d{1,2})?$/;

/** Records (or corrects) the parcel: carrier, tracking number, weight and the carrier's fee. */
export const ShipmentDialog = () => {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [carrierId, setCarrierId] = useState<CarrierId>(record?.carrierId ?? 1);
  const [trackingNumber, setTrackingNumber] = useState(record?.trackingNumber ?? '');
  const [weight, setWeight] = useState(record?.weightGrams ? String(record.weightGrams) : '');
  const [fee, setFee] = useState(
    record?.shippingFee !== null && record?.shippingFee !== undefined
      ? String(record.shippingFee)
      : '',
  );
  const [busy, setBusy] = useState(false);
  if (!record || record.status === 'Cancelled') return null;

  const trackingValid = trackingPattern.test(trackingNumber.trim());
  const weightValid = /^\d{1,6}$/.test(weight) && Number(weight) >= 1 && Number(weight) <= 100_000;
  const feeValid = feePattern.test(fee);
  const save = async () => {
    setBusy(true);
    try {
      await httpClient(`/api/admin/orders/${record.orderNumber}/shipment`, {
        method: 'PUT',
        body: JSON.stringify({
          carrierId,
          trackingNumber: trackingNumber.trim(),
          weightGrams: Number(weight),
          shippingFee: Number(fee),
          revision: record.revision,
        }),
      });
      notify('resources.orders.notifications.shipment_saved', { type: 'success' });
      setOpen(false);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <>
      <Button
        label={
          record.trackingNumber
            ? 'resources.orders.actions.edit_shipment'
            : 'resources.orders.actions.record_shipment'
        }
        onClick={() => setOpen(true)}
      >
        <LocalShippingIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth>
        <DialogTitle>
          {translate('resources.orders.dialogs.shipment_title', { number: record.orderNumber })}
        </DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            margin="dense"
            name="carrierId"
            label={translate('resources.orders.shipment.carrier')}
            value={carrierId}
            onChange={(event) => setCarrierId(Number(event.target.value) as CarrierId)}
          >
            {carrierIds.map((id) => (
              <MenuItem key={id} value={id}>
                {carriers[id].name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            fullWidth
            margin="dense"
            name="trackingNumber"
            label={translate('resources.orders.shipment.trackingNumber')}
            value={trackingNumber}
            onChange={(event) => setTrackingNumber(event.target.value)}
            error={trackingNumber !== '' && !trackingValid}
            helperText={translate('resources.orders.validation.tracking_number')}
          />
          <TextField
            fullWidth
            margin="dense"
            name="weightGrams"
            label={translate('resources.orders.shipment.weightGrams')}
            value={weight}
            inputMode="numeric"
            onChange={(event) => setWeight(event.target.value)}
            error={weight !== '' && !weightValid}
            helperText={translate('resources.orders.validation.weight')}
          />
          <TextField
            fullWidth
            margin="dense"
            name="shippingFee"
            label={translate('resources.orders.shipment.shippingFee')}
            value={fee}
            inputMode="decimal"
            onChange={(event) => setFee(event.target.value)}
            error={fee !== '' && !feeValid}
            helperText={translate('resources.orders.validation.fee')}
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button
            label="ra.action.save"
            disabled={busy || !trackingValid || !weightValid || !feeValid}
            onClick={() => void save()}
          />
        </DialogActions>
      </Dialog>
    </>
  );
};
