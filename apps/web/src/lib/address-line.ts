/** A delivery address on one line: province, city, district and street, the missing ones left out. */
export const addressLine = (address: {
  province: string;
  city: string;
  district: string;
  address: string;
}) => [address.province, address.city, address.district, address.address].filter(Boolean).join(' ');
