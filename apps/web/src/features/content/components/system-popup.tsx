import type { Advert } from '@cloudmall/contract';
import { Modal } from '../../../components/ui/modal';
import { mediaUrl } from '../../../lib/media';
import { advertTarget } from '../advert-target';

/** Shows the adverts' system popup (spec §7) as a modal image; a tap follows the advert. */
export function showSystemPopup(advert: Advert, navigate: (path: string) => void, openLabel: string): void {
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
        <img src={mediaUrl(advert.media)} alt="" style={{ width: '100%', display: 'block', borderRadius: 12 }} />
      </button>
    ),
  });
}
