import { Image, Space } from 'antd';

export interface PhotoStripProps {
  urls: readonly string[];
  width: number;
  height: number;
  /** The alt text of the photo at `index`. */
  altOf: (index: number) => string;
  /** The gap between photos (antd Space `size`); default: antd's small gap. */
  gap?: number;
}

/** Photos in a row, cropped to one size; a click zooms into a gallery of them all. */
export function PhotoStrip({ urls, width, height, altOf, gap }: PhotoStripProps) {
  return (
    <Image.PreviewGroup>
      <Space size={gap}>
        {urls.map((url, index) => (
          <Image
            key={url}
            src={url}
            width={width}
            height={height}
            style={{ objectFit: 'cover', borderRadius: 4 }}
            alt={altOf(index)}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
