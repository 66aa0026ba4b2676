// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UseCaseError } from '../../src/index';
import { ShareButton } from '../../src/presentation/share/ShareButton';
import { renderAt } from './render';
import { u3Client } from './u3-fakes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LINK = { short_id: 'Ab12Cd34', url: 'http://localhost:9004/s/Ab12Cd34', page_type: 'PRODUCT' as const };
const TITLE = 'Audífonos Sonaria Pro';

function setUp() {
  const made = u3Client({ signedIn: false });
  made.productApi.share.mockResolvedValue(LINK);
  renderAt(made.client, <ShareButton productId="audifonos-sonaria" title={TITLE} />);
  return made;
}
async function press() {
  const button = await screen.findByRole('button', { name: `Compartir ${TITLE}` });
  await act(async () => fireEvent.click(button));
}

describe('ShareButton', () => {
  it('opens the system share sheet with the short link when the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    const { productApi } = setUp();
    await press();
    expect(productApi.share).toHaveBeenCalledWith('audifonos-sonaria');
    expect(share).toHaveBeenCalledWith({ title: TITLE, text: TITLE, url: LINK.url });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Enlace copiado')).toBeNull();
    // A second press reuses the link.
    await press();
    expect(productApi.share).toHaveBeenCalledTimes(1);
    expect(share).toHaveBeenCalledTimes(2);
  });

  it('says nothing when the shopper closes the share sheet', async () => {
    const share = vi.fn(async () => {
      throw Object.assign(new Error('cancelled'), { name: 'AbortError' });
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    setUp();
    await press();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('copies the link and says «Enlace copiado» where there is no share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    setUp();
    await press();
    expect(writeText).toHaveBeenCalledWith(LINK.url);
    const note = screen.getByText('Enlace copiado');
    expect(note.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the link in a read-only field, focused, when the browser can neither share nor copy', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    setUp();
    await press();
    const field = screen.getByRole('textbox', { name: 'Copia este enlace para compartirlo' }) as HTMLInputElement;
    expect(field.value).toBe(LINK.url);
    expect(field.readOnly).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.queryByText('Enlace copiado')).toBeNull();
  });

  it('says in Spanish when the link could not be made', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: undefined });
    const { productApi } = setUp();
    productApi.share.mockRejectedValue(new UseCaseError('notFound', { apiMessage: 'No encontramos ese producto.', status: 404 }));
    await press();
    expect(screen.getByRole('alert').textContent).toBe('No encontramos ese producto.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
