import { Form, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { StateTag } from '../../../components/state-tag';

/** A row edited in a ReasonedFormModal (or a new one): the modal's form, the row, open and close. */
export function useEditor<T, V>() {
  const [form] = Form.useForm<V>();
  const [editing, setEditing] = useState<T | 'new'>();
  return {
    form,
    open: editing !== undefined,
    /** The row edited; undefined for a new one. */
    existing: editing && editing !== 'new' ? editing : undefined,
    edit: (row: T) => setEditing(row),
    create: () => setEditing('new'),
    close: () => setEditing(undefined),
  };
}

/** Whether a row is on offer: a green tag while `enabled`, grey otherwise. */
export function enabledColumn<R extends { enabled: boolean }>(t: TFunction): TableColumnType<R> {
  return {
    title: t('membership:vip.enabled'),
    dataIndex: 'enabled',
    render: (on: boolean) => (
      <StateTag on={on}>{t(on ? 'membership:vip.on' : 'membership:vip.off')}</StateTag>
    ),
  };
}
