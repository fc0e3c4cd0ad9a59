import { StrokeSvg } from '../../../components/ui/icon';

/** Plain strokes the cart's small controls need (the icon set's check and plus are circled). */
export function Glyph({
  name,
  size = 14,
  strokeWidth = 2.4,
}: {
  name: 'tick' | 'plus' | 'minus';
  size?: number;
  strokeWidth?: number;
}) {
  return (
    <StrokeSvg size={size} strokeWidth={strokeWidth}>
      {name === 'tick' && <path d="M5 12.5l4.5 4.5L19 7.5" />}
      {name === 'plus' && <path d="M12 5v14M5 12h14" />}
      {name === 'minus' && <path d="M5 12h14" />}
    </StrokeSvg>
  );
}
