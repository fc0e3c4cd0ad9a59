import type { CSSProperties } from 'react';
import { GuessYouLike } from '../../../components/goods/guess-you-like';
import type { HomeModule } from '../home-modules';
import { convertModuleStyle, toLength } from '../module-style';
import { BannerModule, ImageModule } from './modules/banner-module';
import { HeadlinesModule } from './modules/headlines-module';
import { MenuModule } from './modules/menu-module';
import { SearchModule } from './modules/search-module';
import { CategoryModule, DivisionModule, GoodsModule, TitleModule } from './modules/simple-modules';

/** True when the decoration spaces the module itself (the body then adds no outer spacing). */
function spaced(style: CSSProperties): boolean {
  return Object.keys(style).some((key) => key.startsWith('margin') || key.startsWith('padding'));
}

function ModuleBody({ module, inset }: { module: HomeModule; inset: boolean }) {
  switch (module.type) {
    case 'search':
      return <SearchModule placeholder={module.placeholder} />;
    case 'banner':
      return <BannerModule adverts={module.adverts} height={toLength(module.style.height)} />;
    case 'image':
      return <ImageModule adverts={module.adverts} />;
    case 'menu':
      return <MenuModule items={module.items} columns={module.columns} />;
    case 'headlines':
      return <HeadlinesModule title={module.title} headlines={module.headlines} />;
    case 'goods':
      return (
        <GoodsModule
          title={module.title}
          layout={module.layout}
          goods={module.goods}
          inset={inset}
        />
      );
    case 'title':
      return <TitleModule text={module.text} />;
    case 'division':
      return <DivisionModule height={module.height} />;
    case 'likes':
      return <GuessYouLike pages="index" title={module.title} />;
    case 'category':
      return <CategoryModule categories={module.categories} />;
  }
}

/**
 * One decoration module in its style box: colours kept, px doubled and responsive (spec §7); a
 * rounded box clips its content; a banner's height goes to its slides.
 */
export function ModuleView({ module }: { module: HomeModule }) {
  const { height: _height, ...boxStyle } = convertModuleStyle(module.style);
  const style: CSSProperties =
    module.type === 'division'
      ? {}
      : module.type === 'banner'
        ? boxStyle
        : { ...boxStyle, height: _height };
  if (style.borderRadius) style.overflow = 'hidden';
  return (
    <div style={style} data-module={module.type}>
      <ModuleBody module={module} inset={!spaced(style)} />
    </div>
  );
}
