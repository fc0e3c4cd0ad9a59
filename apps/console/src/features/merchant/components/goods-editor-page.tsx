import { catalogRoutes } from '@cloudmall/contract/catalog';
import {
  GOODS_LIMITS,
  GoodsSaveInputSchema,
  merchantGoodsRoutes,
  type MerchantGoodsDetail,
} from '@cloudmall/contract/merchant';
import { App, Button, Card, Form, Result, Skeleton, TreeSelect, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useConsoleMutation, useConsoleQuery } from '../../../lib/query';
import { queryInt, useUrlQuery } from '../../../lib/url-query';
import { categoryTree, hasCategory } from '../lib/categories';
import { cleanSpecs, skuRowsFor, type SkuDraft, type SpecDraft } from '../lib/sku-rows';
import { GoodsTextsTabs } from './goods-texts-tabs';
import { ImageUploader } from './image-uploader';
import { SkuTable } from './sku-table';
import { SpecsEditor } from './specs-editor';

interface Basics {
  title: string;
  category_id?: number;
  images: string[];
  content: string;
  translations: MerchantGoodsDetail['translations'];
}

const NO_TEXTS = { title: '', content: '' };
const NO_TRANSLATIONS = { 'zh-Hant': NO_TEXTS, tr: NO_TEXTS, id: NO_TEXTS };

/** Creates or edits a goods of the shop (`?id=` edits): basics, images, specs and the SKU table. */
export default function GoodsEditorPage() {
  const { t } = useTranslation('common');
  const [query] = useUrlQuery();
  const id = queryInt(query, 'id', 0) || undefined;
  const existing = useConsoleQuery(
    merchantGoodsRoutes.goodsDetail,
    { id: id ?? 0 },
    { enabled: !!id },
  );
  if (id && existing.isError) return <Result status="404" title={t('common:layout.notFound')} />;
  if (id && !existing.data) return <Skeleton active />;
  return <GoodsEditor key={id ?? 'new'} id={id} goods={id ? existing.data : undefined} />;
}

function GoodsEditor({ id, goods }: { id?: number; goods?: MerchantGoodsDetail }) {
  const { t } = useTranslation(['merchant', 'errors']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Basics>();
  const [specs, setSpecs] = useState<SpecDraft[]>(() => goods?.specs ?? []);
  const [skus, setSkus] = useState<SkuDraft[]>(() =>
    goods ? goods.skus.map(({ id: _id, sales: _sales, ...row }) => row) : skuRowsFor([], []),
  );
  // The app's tree: only the categories the admin shows (a goods in a hidden one must move).
  const categories = useConsoleQuery(catalogRoutes.categories, {});
  useEffect(() => {
    const current = form.getFieldValue('category_id') as number | undefined;
    if (categories.data && current && !hasCategory(categories.data, current))
      form.setFieldValue('category_id', undefined);
  }, [categories.data, form]);
  const save = useConsoleMutation(merchantGoodsRoutes.goodsSave, {
    invalidates: [merchantGoodsRoutes.goodsList, merchantGoodsRoutes.goodsDetail],
    onSuccess: (saved) => {
      void message.success(t('editor.saved'));
      if (!id) void navigate(`/merchant/goods/edit?id=${saved.id}`, { replace: true });
    },
  });

  const changeSpecs = (next: SpecDraft[]) => {
    setSpecs(next);
    setSkus((rows) => skuRowsFor(cleanSpecs(next), rows));
  };

  const submit = async () => {
    const basics = await form.validateFields();
    const input = { ...basics, ...(id ? { id } : {}), specs: cleanSpecs(specs), skus };
    const parsed = GoodsSaveInputSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const where = issue.path[0] === 'skus' ? t('editor.skuTable') : t('editor.specs');
      void message.error(`${where}: ${t(`errors:${issue.message}`, t('errors:invalid_value'))}`);
      return;
    }
    save.mutate({ ...input, category_id: basics.category_id ?? 0 });
  };

  return (
    <>
      <PageHeader
        title={t(id ? 'editor.editTitle' : 'editor.createTitle')}
        subtitle={t('editor.subtitle')}
        extra={
          <>
            <Button onClick={() => void navigate('/merchant/goods')}>{t('editor.back')}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
              {t('editor.save')}
            </Button>
          </>
        }
      />
      <Form<Basics>
        form={form}
        layout="vertical"
        initialValues={
          goods
            ? {
                title: goods.title,
                category_id: goods.category_id,
                images: goods.images,
                content: goods.content,
                translations: goods.translations,
              }
            : { title: '', images: [], content: '', translations: NO_TRANSLATIONS }
        }
        style={{ maxWidth: 1100 }}
      >
        <Card title={t('editor.basics')} style={{ marginBottom: 16 }}>
          {!id ? (
            <Typography.Paragraph type="secondary">{t('editor.offSaleNote')}</Typography.Paragraph>
          ) : null}
          <Form.Item
            name="category_id"
            label={t('editor.category')}
            rules={[{ required: true, message: t('errors:required') }]}
          >
            <TreeSelect
              treeData={categoryTree(categories.data ?? [])}
              showSearch
              treeNodeFilterProp="title"
              style={{ maxWidth: 420 }}
              data-testid="goods-category"
            />
          </Form.Item>
          <Form.Item
            name="images"
            label={t('editor.images')}
            extra={t('editor.imagesHelp', { max: GOODS_LIMITS.images })}
            rules={[{ required: true, type: 'array', min: 1, message: t('errors:required') }]}
          >
            <ImageUploader max={GOODS_LIMITS.images} />
          </Form.Item>
          <GoodsTextsTabs />
        </Card>
        <Card title={t('editor.specs')} style={{ marginBottom: 16 }}>
          <SpecsEditor value={specs} onChange={changeSpecs} />
        </Card>
        <Card title={t('editor.skuTable')}>
          <SkuTable value={skus} onChange={setSkus} />
        </Card>
      </Form>
    </>
  );
}
