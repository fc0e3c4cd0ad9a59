/** A postal address as orders keep it: the buyer's delivery address, the shop's return address. */
export interface PostalAddress {
  name: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  address: string;
}

/** The address alone, copied out of a row that has more (an id, a default flag…). */
export const postalAddressOf = (row: PostalAddress): PostalAddress => ({
  name: row.name,
  mobile: row.mobile,
  province: row.province,
  city: row.city,
  district: row.district,
  address: row.address,
});
