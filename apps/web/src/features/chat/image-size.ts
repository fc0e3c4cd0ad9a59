/** Largest side the contract accepts for an image message. */
const MAX_SIDE = 10_000;

const clamp = (value: number) => Math.min(MAX_SIDE, Math.max(1, Math.round(value)));

/** The pixel size of a chosen image, read by loading it (the `w`, `h` of an `img` message). */
export function readImageSize(file: Blob): Promise<{ w: number; h: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ w: clamp(image.naturalWidth), h: clamp(image.naturalHeight) });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The image could not be read'));
    };
    image.src = url;
  });
}
