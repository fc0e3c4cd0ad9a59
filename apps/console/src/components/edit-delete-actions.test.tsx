import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EditDeleteActions } from './edit-delete-actions';

describe('EditDeleteActions', () => {
  it('offers the common edit and delete actions of a row', () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<EditDeleteActions onEdit={onEdit} onDelete={onDelete} editTestId="row-edit-7" />);
    fireEvent.click(screen.getByTestId('row-edit-7'));
    expect(onEdit).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'actions.delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(screen.getByTestId('row-edit-7').textContent).toBe('actions.edit');
  });
});
