import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, apiPath } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import { CalendarPdfActions } from '../src/routine/components/CalendarPdfActions';
import { EVAX } from './support/folders';

// pdf.js does not run in jsdom: the shared viewer stands in as the address it was given.
jest.mock('@evax/shared/ui', () => ({
  ...jest.requireActual<object>('@evax/shared/ui'),
  PdfViewer: ({ url }: { url: string }) => <div data-testid="pdf-viewer">{url}</div>,
}));

const PDF = { data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), headers: { 'content-type': 'application/pdf' } };

describe("the booklet's vaccine calendar PDF", () => {
  beforeEach(() => Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:calendar'), revokeObjectURL: jest.fn() }));
  afterEach(() => restoreHttp());

  it("downloads the server's PDF in the screen's language (Arabic), retrying a failed try", async () => {
    let tries = 0;
    const seen = fakeHttp((request) => {
      if (request.url !== apiPath(API_PATHS.calendarPdf, { param: EVAX, lang: 'ar' })) return undefined;
      tries += 1;
      return tries === 1 ? { status: 500, data: { key: 'ERROR.CODE.PDF_GENERATION_FAILED' } } : PDF;
    });
    const saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(`calendrier-vaccinal-${EVAX}-ar.pdf`);
    });
    setupI18n('ar', vaccinationTranslations);
    renderInApp(<CalendarPdfActions evaxNumber={EVAX} />);
    await userEvent.click(await screen.findByRole('button', { name: /PDF/ }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(seen.filter((r) => r.url?.startsWith('/api/get_pdf/'))).toHaveLength(2);
    saved.mockRestore();
  });

  it('previews the PDF with the viewer, and says so when it cannot be generated', async () => {
    let fail = false;
    fakeHttp((request) => (request.url === apiPath(API_PATHS.calendarPdf, { param: EVAX, lang: 'fr' }) ? (fail ? { status: 500, data: {} } : PDF) : undefined));
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<CalendarPdfActions evaxNumber={EVAX} />);
    await userEvent.click(screen.getByRole('button', { name: /Aperçu du calendrier vaccinal/ }));
    expect(await screen.findByTestId('pdf-viewer')).toHaveTextContent('blob:calendar');
    await userEvent.click(screen.getByRole('button', { name: /close|fermer/i }));
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: /Aperçu du calendrier vaccinal/ }));
    expect(await screen.findByText(/Nous n'avons pas pu générer votre PDF/)).toBeInTheDocument();
  });
});
