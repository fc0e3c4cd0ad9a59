import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState, type ComponentProps } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { ImagePicker, type ImageFileProblem, type ImagePickerLabels } from './image-picker';
import { toast } from './toast';

const TYPES = ['image/png', 'image/jpeg'];
const check = (file: File): ImageFileProblem | undefined =>
  TYPES.includes(file.type) ? undefined : 'upload_type_not_allowed';
const labels: ImagePickerLabels = {
  image: (index) => `Picture ${index}`,
  remove: (index) => `Remove picture ${index}`,
  uploading: 'Uploading',
  add: (count, max) => `Add (${count}/${max})`,
  limit: (max) => `At most ${max}`,
};

/** A deferred upload per call, settled by the test. */
function uploads() {
  const pending: {
    file: File;
    resolve: (url: string) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const upload = vi.fn(
    (file: File) =>
      new Promise<{ url: string }>((resolve, reject) =>
        pending.push({ file, resolve: (url) => resolve({ url }), reject }),
      ),
  );
  return { upload, pending };
}

function renderPicker({
  initial = [] as string[],
  ...options
}: { initial?: string[] } & Partial<
  Pick<ComponentProps<typeof ImagePicker>, 'max' | 'upload' | 'columns'>
> = {}) {
  const onUploadingChange = vi.fn();
  const seen: string[][] = [];
  const props = { max: 3, upload: uploads().upload, ...options, types: TYPES, check, labels };
  function Harness() {
    const [images, setImages] = useState(initial);
    seen.push(images);
    return (
      <ImagePicker
        {...props}
        images={images}
        onChange={setImages}
        onUploadingChange={onUploadingChange}
        testId="picker-file"
      />
    );
  }
  const view = render(
    <Suspense fallback={null}>
      <Harness />
    </Suspense>,
  );
  const images = () => seen[seen.length - 1]!;
  return { ...view, onUploadingChange, images };
}

const png = (name: string) => new File(['x'], name, { type: 'image/png' });
const pick = (files: File[]) =>
  fireEvent.change(screen.getByTestId('picker-file'), { target: { files } });

describe('image picker', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => vi.restoreAllMocks());

  it('uploads each picked file one by one, showing a status cell per upload and reporting the busy state', async () => {
    const { upload, pending } = uploads();
    const { onUploadingChange, images } = renderPicker({ upload });
    expect(await screen.findByText('Add (0/3)')).toBeTruthy();
    expect((screen.getByTestId('picker-file') as HTMLInputElement).accept).toBe(
      'image/png,image/jpeg',
    );
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);

    await act(async () => pick([png('a.png'), png('b.png')]));
    expect(screen.getAllByRole('status', { name: 'Uploading' })).toHaveLength(2);
    expect(onUploadingChange).toHaveBeenLastCalledWith(true);
    // one at a time: the second waits for the first
    expect(upload).toHaveBeenCalledTimes(1);
    // two uploading of three: the add cell stays for the third
    expect(screen.getByText('Add (0/3)')).toBeTruthy();

    await act(async () => pending[0]!.resolve('/uploads/a.png'));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    await act(async () => pending[1]!.resolve('/uploads/b.png'));
    expect(images()).toEqual(['/uploads/a.png', '/uploads/b.png']);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('img', { name: 'Picture 2' }).getAttribute('src')).toBe(
      '/uploads/b.png',
    );
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);
  });

  it('takes only what still fits, with the limit toast, and refuses files that fail the check with the errors text', async () => {
    const info = vi.spyOn(toast, 'info');
    const fail = vi.spyOn(toast, 'fail');
    const { upload, pending } = uploads();
    const { images } = renderPicker({ initial: ['/uploads/1.png'], max: 3, upload });
    await screen.findByText('Add (1/3)');

    await act(async () =>
      pick([new File(['x'], 'a.pdf', { type: 'application/pdf' }), png('b.png'), png('c.png')]),
    );
    expect(info).toHaveBeenCalledWith('At most 3');
    expect(fail).toHaveBeenCalledWith('Please choose a JPG, PNG, GIF or WebP image');
    // of the two that fit, the pdf was refused: one upload
    expect(upload).toHaveBeenCalledTimes(1);
    expect(pending[0]!.file.name).toBe('b.png');
    await act(async () => pending[0]!.resolve('/uploads/b.png'));
    expect(images()).toEqual(['/uploads/1.png', '/uploads/b.png']);
  });

  it('hides the add cell when full, removes a picture by its button, and keeps going after a failed upload', async () => {
    const { upload, pending } = uploads();
    const { images } = renderPicker({
      initial: ['/uploads/1.png', '/uploads/2.png'],
      max: 2,
      upload,
    });
    await screen.findByRole('img', { name: 'Picture 1' });
    expect(screen.queryByTestId('picker-file')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(images()).toEqual(['/uploads/2.png']);
    expect(screen.getByText('Add (1/2)')).toBeTruthy();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => pick([png('c.png')]));
    await act(async () => pending[0]!.reject(new Error('offline')));
    expect(images()).toEqual(['/uploads/2.png']);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Add (1/2)')).toBeTruthy();
  });

  it('lays out three or four columns', async () => {
    const { container, unmount } = renderPicker({ columns: 3 });
    await screen.findByText('Add (0/3)');
    const three = container.querySelector('ul')!.className;
    unmount();
    const { container: four } = renderPicker();
    await screen.findByText('Add (0/3)');
    expect(four.querySelector('ul')!.className).not.toBe(three);
  });
});
