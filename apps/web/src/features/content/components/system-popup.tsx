import type { Advert } from '@cloudmall/contract';
import { Modal } from '../../../components/ui/modal';
import { readString, writeString } from '../../../lib/storage';
import { mediaUrl } from '../../../lib/media';
import { useAppStore } from '../../../stores/app-store';
import { advertTarget } from '../../../lib/advert-target';

/** Where the version of the adverts whose popup was last shown is kept. */
export const POPUP_SEEN_KEY = 'wanlshop:syspopup_seen';

/** The popup shows once per adverts version (and popup): true when this one was already shown. */
export function popupAlreadySeen(version: number, advertId: number): boolean {
  return readString(POPUP_SEEN_KEY) === `${version}:${advertId}`;
}

export function markPopupSeen(version: number, advertId: number): void {
  writeString(POPUP_SEEN_KEY, `${version}:${advertId}`);
}

/** Shows the adverts' system popup (spec §7) as a modal image, once per adverts version; a tap follows the advert. */
export function showSystemPopup(
  advert: Advert,
  navigate: (path: string) => void,
  openLabel: string,
): void {
  const version = useAppStore.getState().appInfo.adVersion;
  if (popupAlreadySeen(version, advert.id)) return;
  markPopupSeen(version, advert.id);
  const handler = Modal.show({
    closeOnMaskClick: true,
    showCloseButton: true,
    bodyStyle: { padding: 0, overflow: 'hidden', background: 'transparent' },
    content: (
      <button
        type="button"
        style={{ border: 0, padding: 0, background: 'none', display: 'block', width: '100%' }}
        aria-label={openLabel}
        onClick={() => {
          handler.close();
          navigate(advertTarget(advert));
        }}
      >
        <img
          src={mediaUrl(advert.media)}
          alt=""
          style={{ width: '100%', display: 'block', borderRadius: 12 }}
        />
      </button>
    ),
  });
}
