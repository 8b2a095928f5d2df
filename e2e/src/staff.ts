import { expect, type Page } from '@playwright/test';

/** Steps of the staff's back-office journeys that several of them take the same way. */

export interface Shipment {
  carrier: string;
  trackingNumber: string;
  weightGrams: string;
  shippingFeeUsd: string;
}

/**
 * Opens the order's shipment dialog, fills it in and saves. The order page refetches after each
 * move, and a menu picked while it still opens can stay open over the dialog: the steps are
 * retried until the dialog shows every value and can be saved, so a re-render cannot leave the
 * test waiting on a field that is gone.
 */
export async function recordShipment(staff: Page, shipment: Shipment): Promise<void> {
  const dialog = staff.getByRole('dialog');
  const carrier = dialog.getByRole('combobox', { name: 'Carrier' });
  const fields = [
    ['Tracking number', shipment.trackingNumber],
    ['Weight (g)', shipment.weightGrams],
    ['Shipping fee (USD)', shipment.shippingFeeUsd],
  ] as const;
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await staff.getByRole('button', { name: 'Record shipment' }).click({ timeout: 5_000 });
    } else if ((await carrier.getAttribute('aria-expanded', { timeout: 2_000 })) === 'true') {
      // A menu left open over the dialog (not one closing): Escape closes the menu only.
      await staff.keyboard.press('Escape');
      await expect(staff.getByRole('listbox')).toBeHidden({ timeout: 2_000 });
    }
    if ((await carrier.textContent({ timeout: 5_000 })) !== shipment.carrier) {
      await carrier.click({ timeout: 5_000 });
      await staff.getByRole('option', { name: shipment.carrier }).click({ timeout: 5_000 });
      await expect(staff.getByRole('listbox')).toBeHidden({ timeout: 5_000 });
    }
    for (const [label, value] of fields) {
      await dialog.getByLabel(label).fill(value, { timeout: 5_000 });
    }
    await expect(carrier).toHaveText(shipment.carrier, { timeout: 2_000 });
    for (const [label, value] of fields) {
      await expect(dialog.getByLabel(label)).toHaveValue(value, { timeout: 2_000 });
    }
    await expect(save).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await save.click();
  await expect(staff.getByText('Shipment saved')).toBeVisible({ timeout: 20_000 });
}
