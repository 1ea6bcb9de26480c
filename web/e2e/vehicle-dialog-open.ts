import { expect, type Locator, type Page } from './test';

/**
 * Opens a vehicle-page dialog as a keyboard user does: focus its button, press Enter. Focus starts on the dialog's
 * heading (read first), not on its first tool.
 */
export async function openVehicleDialogByKeyboard(
  page: Page,
  name: string,
): Promise<{ opener: Locator; dialog: Locator }> {
  const opener = page.getByRole('button', { name });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name })).toBeFocused();
  return { opener, dialog };
}
