import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { GOODS_LIMITS } from '@cloudmall/contract/merchant';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SpecDraft } from '../lib/sku-rows';

/** Specs and their values (e.g. Colour: Red, Blue); the SKU table below follows them. */
export function SpecsEditor(props: { value: SpecDraft[]; onChange: (value: SpecDraft[]) => void }) {
  const { t } = useTranslation('merchant');
  const specs = props.value;
  const set = (index: number, spec: SpecDraft) =>
    props.onChange(specs.map((current, i) => (i === index ? spec : current)));
  return (
    <Flex vertical gap={8}>
      {specs.length === 0 ? (
        <Typography.Text type="secondary">{t('editor.noSpecs')}</Typography.Text>
      ) : null}
      {specs.map((spec, index) => (
        <Flex key={index} gap={8} align="center">
          <Input
            style={{ width: 200 }}
            maxLength={32}
            placeholder={t('editor.specName')}
            aria-label={t('editor.specName')}
            data-testid={`spec-name-${index}`}
            value={spec.name}
            onChange={(event) => set(index, { ...spec, name: event.target.value })}
          />
          <Select
            mode="tags"
            style={{ flex: 1, minWidth: 320 }}
            placeholder={t('editor.specItems')}
            aria-label={t('editor.specItems')}
            data-testid={`spec-items-${index}`}
            value={spec.items}
            open={false}
            tokenSeparators={[',', '，']}
            maxCount={GOODS_LIMITS.items}
            onChange={(items: string[]) => set(index, { ...spec, items })}
          />
          <Button
            icon={<DeleteOutlined />}
            onClick={() => props.onChange(specs.filter((_, i) => i !== index))}
          >
            {t('editor.removeSpec')}
          </Button>
        </Flex>
      ))}
      {specs.length < GOODS_LIMITS.specs ? (
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => props.onChange([...specs, { name: '', items: [] }])}
        >
          {t('editor.addSpec')}
        </Button>
      ) : null}
    </Flex>
  );
}
