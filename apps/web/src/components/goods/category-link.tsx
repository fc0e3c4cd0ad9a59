import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { PictureOrBox } from './picture-or-box';

interface CategoryLinkProps {
  category: { id: number; image: string; name: string };
  /** The box drawn in place of a missing picture. */
  boxSize: number;
  /** The link's own classes: the link, its picture's box and its name. */
  classNames: { link: string | undefined; picture: string | undefined; name: string | undefined };
}

/** A category's way to its goods list: its picture (or a box) and its name. */
export function CategoryLink({ category, boxSize, classNames }: CategoryLinkProps) {
  return (
    <Link to={paths.categoryGoods(category.id)} className={classNames.link}>
      <span className={classNames.picture}>
        <PictureOrBox src={category.image} boxSize={boxSize} />
      </span>
      <span className={classNames.name}>{category.name}</span>
    </Link>
  );
}
