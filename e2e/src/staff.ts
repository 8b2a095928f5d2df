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
 * retried until the dialog shows every value, so a re-render cannot leave the test waiting.
 */
export async function recordShipment(staff: Page, shipment: Shipment): Promise<void> {
  const dialog = staff.getByRole('dialog');
  await expect(async () => {
    if (await staff.getByRole('listbox').isVisible()) await staff.keyboard.press('Escape');
    if (!(await dialog.isVisible())) {
      await staff.getByRole('button', { name: 'Record shipment' }).click({ timeout: 5_000 });
    }
    const carrier = dialog.getByRole('combobox', { name: 'Carrier' });
    await carrier.click({ timeout: 5_000 });
    await staff.getByRole('option', { name: shipment.carrier }).click({ timeout: 5_000 });
    await expect(staff.getByRole('listbox')).toBeHidden({ timeout: 5_000 });
    await expect(carrier).toHaveText(shipment.carrier, { timeout: 2_000 });
    await dialog.getByLabel('Tracking number').fill(shipment.trackingNumber, { timeout: 5_000 });
    await dialog.getByLabel('Weight (g)').fill(shipment.weightGrams, { timeout: 5_000 });
    await dialog.getByLabel('Shipping fee (USD)').fill(shipment.shippingFeeUsd, { timeout: 5_000 });
    await expect(dialog.getByLabel('Tracking number')).toHaveValue(shipment.trackingNumber, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Shipment saved')).toBeVisible({ timeout: 20_000 });
}
