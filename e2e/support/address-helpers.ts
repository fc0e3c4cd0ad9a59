import { expect, type Page } from '@playwright/test';

export interface NewAddress {
  name: string;
  mobile: string;
  street: string;
}

/**
 * On a checkout or confirm page with no address yet: opens the address book from the address card,
 * adds one and checks the page came back (`returnsTo`) showing it, chosen without a second tap. Does
 * nothing when the member already has an address.
 */
export async function addAddressFromCheckout(
  page: Page,
  address: NewAddress,
  returnsTo: RegExp,
): Promise<void> {
  const card = page.getByTestId('checkout-address');
  await expect(card).toBeVisible();
  if (!(await card.getByText('Click above to add an address').isVisible())) return;
  await card.click();
  await expect(page).toHaveURL(/\/pages\/user\/address\/address\?source=checkout/);
  await page.getByRole('button', { name: 'Add a new address' }).first().click();
  await page.getByLabel('Recipient').fill(address.name);
  await page.getByLabel('Mobile number').fill(address.mobile);
  await page.getByLabel('Province / state').fill('Istanbul');
  await page.getByLabel('City').fill('Kadikoy');
  await page.getByLabel('Street address').fill(address.street);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(returnsTo);
  await expect(card.getByText(address.name)).toBeVisible();
}
