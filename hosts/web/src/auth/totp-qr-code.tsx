import { QRCodeSVG } from 'qrcode.react';

/**
 * The otpauth URI as a QR code for an authenticator app to scan. Drawn as SVG paths in the
 * browser (qrcode.react), so the secret never leaves the page and no inline style is needed (CSP).
 * Its own module: the settings page loads it only when an enrolment starts.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  return (
    <QRCodeSVG
      value={uri}
      size={176}
      marginSize={2}
      level="M"
      title="QR code for your authenticator app"
      role="img"
      data-testid="totp-qr"
    />
  );
}
