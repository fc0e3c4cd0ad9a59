import sharp from 'sharp';

interface NoisyJpeg {
  width: number;
  height: number;
  /** How noisy: the more noise, the less the JPEG compresses. */
  sigma: number;
  quality: number;
}

/** A grey JPEG with gaussian noise: it weighs like a camera photo of that size. */
export const noisyJpeg = ({ width, height, sigma, quality }: NoisyJpeg) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .jpeg({ quality })
    .toBuffer();
