import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorFallback } from '../../src/custom/errors/ErrorFallback';
import { errorReport, makeErrorId } from '../../src/custom/errors/errorReport';
import { AccessRedirect } from '../../src/custom/layout/AccessRedirect';
import { NotFoundPage } from '../../src/custom/notFound/NotFoundPage';
import { fakeAuthProvider, renderShell } from './shellHarness';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('makeErrorId', () => {
  it('makes ERR- and 8 base-36 characters, a new one each time', () => {
    const id = makeErrorId();
    expect(id).toMatch(/^ERR-[0-9A-Z]{8}$/);
    expect(makeErrorId()).not.toBe(id);
  });

  it('reports the spec’s fields', () => {
    const report = errorReport('ERR-ABCDEFGH', new Error('boom'), new Date('2025-03-01T10:00:00.000Z'));
    expect(Object.keys(report).sort()).toEqual(['errorId', 'message', 'timestamp', 'url', 'userAgent']);
    expect(report).toMatchObject({ errorId: 'ERR-ABCDEFGH', message: 'boom', timestamp: '2025-03-01T10:00:00.000Z' });
  });
});

describe('ErrorFallback', () => {
  const renderFallback = (resetErrorBoundary = vi.fn()) => {
    renderShell(<ErrorFallback error={new Error('boom')} resetErrorBoundary={resetErrorBoundary} />, {
      path: '/orders',
      authProvider: fakeAuthProvider('admin'),
    });
    return resetErrorBoundary;
  };

  it('shows the title, an error number and the four actions', () => {
    renderFallback();
    expect(screen.getByText('عذراً، حدث خطأ')).toBeInTheDocument();
    expect(screen.getByTestId('error-id').textContent).toMatch(/^رقم الخطأ: ERR-[0-9A-Z]{8}$/);
    for (const name of ['إعادة المحاولة', 'إعادة تحميل الصفحة', 'العودة إلى الصفحة الرئيسية', 'نسخ تقرير الخطأ']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('retries by clearing the error state', () => {
    const reset = renderFallback();
    fireEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('goes home', async () => {
    renderFallback();
    fireEvent.click(screen.getByRole('button', { name: 'العودة إلى الصفحة الرئيسية' }));
    await settle();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('copies the error report to the clipboard and says so', async () => {
    writeText.mockResolvedValue(undefined);
    renderFallback();
    fireEvent.click(screen.getByRole('button', { name: 'نسخ تقرير الخطأ' }));
    await settle();
    expect(screen.getByText('تم نسخ تقرير الخطأ إلى الحافظة')).toBeInTheDocument();
    const report = JSON.parse(writeText.mock.calls[0]![0]);
    const shownId = screen.getByTestId('error-id').textContent!.replace('رقم الخطأ: ', '');
    expect(report).toMatchObject({
      errorId: shownId,
      message: 'boom',
      url: window.location.href,
      userAgent: navigator.userAgent,
    });
    expect(Number.isNaN(Date.parse(report.timestamp))).toBe(false);
  });

  it('says so when the copy fails', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderFallback();
    fireEvent.click(screen.getByRole('button', { name: 'نسخ تقرير الخطأ' }));
    await settle();
    expect(screen.getByText('فشل في نسخ تقرير الخطأ')).toBeInTheDocument();
  });

  it('says so when there is no clipboard', async () => {
    // No Clipboard API (plain http), and the old copy command refused as well.
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    renderFallback();
    fireEvent.click(screen.getByRole('button', { name: 'نسخ تقرير الخطأ' }));
    await settle();
    expect(screen.getByText('فشل في نسخ تقرير الخطأ')).toBeInTheDocument();
  });
});

describe('NotFoundPage', () => {
  it('says the page was not found and links back to the dashboard', async () => {
    renderShell(<NotFoundPage />, { path: '/no-such-page', authProvider: fakeAuthProvider('admin') });
    expect(screen.getByTestId('not-found')).toHaveTextContent('الصفحة غير موجودة');
    const back = screen.getByRole('link', { name: 'العودة إلى لوحة التحكم' });
    expect(back).toHaveAttribute('href', '/dashboard');
    fireEvent.click(back);
    await settle();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});

describe('AccessRedirect', () => {
  it('sends a user without the role to the dashboard, and a distributor to their own home', async () => {
    renderShell(<AccessRedirect />, { path: '/access-denied', authProvider: fakeAuthProvider('manager') });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    cleanup();
    renderShell(<AccessRedirect />, { path: '/access-denied', authProvider: fakeAuthProvider('distributor') });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/distributor$/));
  });
});
