import type { ShopApplication, ShopApplyInput, ShopStoreType } from '@cloudmall/contract/merchant';
import { kycNeedsBack } from '@cloudmall/contract/wallet';

/** What the form holds: the application's fields, photos as stored paths. */
export type ApplyValues = Omit<ShopApplyInput, 'submit'>;

const BLANK: ApplyValues = {
  store_type: 'personal',
  shopname: '',
  id_type: 'identity_card',
  id_number: '',
  real_name: '',
  mobile: '',
  front_image: '',
  back_image: '',
  licence_image: '',
};

/** The form's starting values: a saved (draft or refused) application's, or blank ones. */
export function valuesOf(application: ShopApplication | null | undefined): ApplyValues {
  if (!application) return { ...BLANK };
  return Object.fromEntries(
    Object.keys(BLANK).map((field) => [field, application[field as keyof ApplyValues]]),
  ) as ApplyValues;
}

/** Only an enterprise shows its business licence. */
export const needsLicence = (storeType: ShopStoreType): boolean => storeType === 'enterprise';

/**
 * What is sent: trimmed text, no back photo for a passport, no licence for a personal shop;
 * `submit` sends it for review, otherwise it is kept as a draft.
 */
export function inputOf(values: ApplyValues, submit: boolean): ShopApplyInput {
  return {
    ...values,
    shopname: values.shopname.trim(),
    id_number: values.id_number.trim(),
    real_name: values.real_name.trim(),
    mobile: values.mobile.trim(),
    back_image: kycNeedsBack(values.id_type) ? values.back_image : '',
    licence_image: needsLicence(values.store_type) ? values.licence_image : '',
    submit,
  };
}

/** The member may edit the form before sending it and after a refusal, never while it waits or once approved. */
export const canEdit = (application: ShopApplication | null | undefined): boolean =>
  !application || application.state === 'draft' || application.state === 'refused';

/** The console's address, where an approved merchant logs in with their app account. */
export const consoleAddress = (origin: string): string => `${origin}/console/`;
