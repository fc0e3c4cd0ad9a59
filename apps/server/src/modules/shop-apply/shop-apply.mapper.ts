import type { ShopApplication, ShopApplicationRow as WireRow } from '@cloudmall/contract/merchant';
import { unixSeconds } from '../../platform/clock.ts';
import type { ShopApplicationRow } from './shop-apply.repository.ts';

/** An application as it leaves the server: photos as short-lived signed addresses. */
export function toApplication(
  row: ShopApplicationRow,
  fileUrl: (path: string) => string,
): ShopApplication {
  const signed = (path: string) => (path ? fileUrl(path) : '');
  return {
    id: row.id,
    store_type: row.storeType as ShopApplication['store_type'],
    shopname: row.shopname,
    id_type: row.idType as ShopApplication['id_type'],
    id_number: row.idNumber,
    real_name: row.realName,
    mobile: row.mobile,
    front_image: row.frontImage,
    back_image: row.backImage,
    licence_image: row.licenceImage,
    front_url: signed(row.frontImage),
    back_url: signed(row.backImage),
    licence_url: signed(row.licenceImage),
    state: row.state as ShopApplication['state'],
    reason: row.reason,
    shop_id: row.shopId ?? 0,
    createtime: unixSeconds(row.createdAt),
    updatetime: unixSeconds(row.updatedAt),
  };
}

/** An application on the admin's desk, with its member. */
export const toApplicationRow = (
  row: ShopApplicationRow,
  username: string,
  fileUrl: (path: string) => string,
): WireRow => ({ ...toApplication(row, fileUrl), user_id: row.userId, username });
