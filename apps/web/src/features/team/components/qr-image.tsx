import { QRCodeSVG } from 'qrcode.react';
import styles from './team.module.css';

/** A QR code of `value` in a white frame (qrcode.react, loaded only with the pages that draw one). */
export function QrImage({
  value,
  label,
  size = 200,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  return (
    <div className={styles.qrFrame}>
      <QRCodeSVG value={value} size={size} level="M" marginSize={0} role="img" aria-label={label} />
    </div>
  );
}
