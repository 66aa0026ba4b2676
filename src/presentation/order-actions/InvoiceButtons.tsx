import { useState } from 'react';
import { useOrderCalls } from './use-order-calls';
import { errorMessage } from '../shared/error-message';

/**
 * «Descargar factura» (the PDF, saved as `factura-{n}.pdf`) and «Ver factura» (the invoice's short-lived link,
 * opened in a new tab). A failure is announced under them; pressing again retries.
 */
export function InvoiceButtons({ orderNumber }: { orderNumber: string }) {
  const calls = useOrderCalls();
  const [busy, setBusy] = useState<'download' | 'view' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);

  async function download() {
    setBusy('download');
    setFailure(null);
    try {
      const invoice = await calls.invoice(orderNumber);
      const url = URL.createObjectURL(invoice.blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = `factura-${orderNumber}.pdf`;
      anchor.hidden = true;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
    } catch (error) {
      setFailure(`No pudimos descargar la factura. ${errorMessage(error, 'la factura')}`);
    } finally {
      setBusy(null);
    }
  }

  async function view() {
    setBusy('view');
    setFailure(null);
    setLink(null);
    // The tab opens now, while the click is fresh (a tab opened after a wait is blocked), and gets the link when it arrives.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const url = await calls.invoiceUrl(orderNumber);
      if (tab && !tab.closed) tab.location.href = url;
      else setLink(url);
    } catch (error) {
      tab?.close();
      setFailure(`No pudimos abrir la factura. ${errorMessage(error, 'la factura')}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <button type="button" className="button button--secondary" onClick={download} disabled={busy !== null}>
        <span className="icon oa-i-file-down" aria-hidden="true" />
        {busy === 'download' ? 'Descargando…' : 'Descargar factura'}
      </button>
      <button type="button" className="button button--secondary" onClick={view} disabled={busy !== null}>
        <span className="icon oa-i-receipt-text" aria-hidden="true" />
        {busy === 'view' ? 'Abriendo…' : 'Ver factura'}
      </button>
      <div role="alert" className="order-actions__invoice-alert">
        {failure ? <p className="message message--error">{failure}</p> : null}
        {link ? (
          <p className="message">
            <a href={link} target="_blank" rel="noopener noreferrer">
              Abrir la factura en una pestaña nueva
            </a>
          </p>
        ) : null}
      </div>
    </>
  );
}
